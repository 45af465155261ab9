/*
 * A picture's width and height from its first bytes, without decoding it, so the photo worker
 * can ask the decoder for the downscaled copy's size directly (createImageBitmap's resizeWidth
 * and resizeHeight) instead of holding a full-size picture (48 MB at 12 megapixels) while it
 * draws. Read from: JPEG's start-of-frame segment (ITU-T T.81, B.2.2: SOF0–SOF15 except DHT
 * 0xC4, JPG 0xC8 and DAC 0xCC; height then width, big-endian), PNG's IHDR chunk (PNG
 * specification, 11.2.2: width then height at bytes 16–23), WebP's VP8 / VP8L / VP8X chunk
 * (RFC 9649, sections 2.5–2.7). Anything else or malformed gives undefined: the worker then
 * decodes at full size as before.
 */

export interface PixelSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): PixelSize | undefined {
  try {
    return jpegSize(bytes) ?? pngSize(bytes) ?? webpSize(bytes);
  } catch {
    return undefined;
  }
}

const sized = (width: number, height: number): PixelSize | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

function jpegSize(b: Uint8Array): PixelSize | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    const startOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return sized((b[at + 7]! << 8) | b[at + 8]!, (b[at + 5]! << 8) | b[at + 6]!);
    at += 2 + length;
  }
  return undefined;
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

function pngSize(b: Uint8Array): PixelSize | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((byte, i) => b[i] !== byte)) return undefined;
  if (ascii(b, 12, 4) !== 'IHDR') return undefined;
  return sized(u32be(b, 16), u32be(b, 20));
}

function webpSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  // Lossy: the key frame's 14-bit sizes after its start code 9d 01 2a.
  if (chunk === 'VP8 ') return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  // Lossless: 14-bit width-1 and height-1 after the signature byte 0x2f.
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Extended: 24-bit canvas width-1 and height-1.
  if (chunk === 'VP8X') return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return undefined;
}

/**
 * The size of the picture turned upright and scaled so its long edge is at most `longEdge`.
 * EXIF orientations 5–8 turn it by a quarter (CIPA DC-008, tag 0x0112), so width and height swap.
 */
export function uprightScaled(size: PixelSize, orientation: number | undefined, longEdge: number) {
  const turned = orientation !== undefined && orientation >= 5 && orientation <= 8;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  const factor = Math.min(1, longEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}
