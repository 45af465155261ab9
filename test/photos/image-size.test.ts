import { describe, expect, it } from 'vitest';
import { imageSize, uprightScaled } from '../../src/shared/photos/image-size';
import { withExif } from './jpeg-exif';

/*
 * The size the photo worker asks the decoder for comes from the file's header (ITU-T T.81
 * B.2.2 start of frame, PNG 11.2.2 IHDR, RFC 9649 VP8/VP8L/VP8X) and the EXIF orientation
 * (CIPA DC-008 tag 0x0112: 5–8 turn the picture by a quarter).
 */

const bytes = (...values: number[]) => Uint8Array.from(values);
const u16be = (v: number) => [(v >> 8) & 255, v & 255];

/** A JPEG's first segments: SOI, an APP0, a DQT, then SOF0 (or SOF2) with height and width. */
function jpegHead(width: number, height: number, sof = 0xc0) {
  return bytes(
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xdb, 0x00, 0x04, 0x00, 0x01],
    ...[0xff, sof, 0x00, 0x11, 0x08, ...u16be(height), ...u16be(width), 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xda, 0x00, 0x08],
  );
}

describe('a picture size from its header', () => {
  it('reads a JPEG camera photo behind its EXIF segment', () => {
    const photo = withExif(jpegHead(4000, 3000), {
      orientation: 6,
      dateTimeOriginal: '2026:11:20 09:30:00',
      location: { lat: 52.52, lng: 13.405 },
    });
    expect(imageSize(photo)).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpegHead(1024, 768, 0xc2))).toEqual({ width: 1024, height: 768 });
  });

  it('reads PNG and WebP (lossy, lossless, extended)', () => {
    const png = bytes(
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      ...[0x49, 0x48, 0x44, 0x52, 0, 0, 0x0f, 0xa0, 0, 0, 0x0b, 0xb8, 8, 6, 0, 0, 0],
    );
    expect(imageSize(png)).toEqual({ width: 4000, height: 3000 });
    const riff = (chunk: string, data: number[]) =>
      bytes(
        ...[...'RIFF'].map((c) => c.charCodeAt(0)),
        ...[0, 0, 0, 0],
        ...[...'WEBP'].map((c) => c.charCodeAt(0)),
        ...[...chunk].map((c) => c.charCodeAt(0)),
        ...[0, 0, 0, 0],
        ...data,
        ...new Array<number>(16).fill(0),
      );
    // Lossy: frame tag, start code 9d 01 2a, 14-bit width and height, little-endian.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xa0, 0x0f, 0xb8, 0x0b]))).toEqual({
      width: 4000,
      height: 3000,
    });
    // Lossless: 0x2f, then width-1 (14 bits) and height-1 (14 bits): 399 and 299.
    const bits = 399 | (299 << 14);
    expect(
      imageSize(
        riff('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, bits >>> 24]),
      ),
    ).toEqual({ width: 400, height: 300 });
    // Extended: flags, 3 reserved, canvas width-1 and height-1 in 24 bits each.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0x9f, 0x0f, 0, 0xb7, 0x0b, 0]))).toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it('gives nothing for what it does not know, so the worker decodes whole', () => {
    expect(imageSize(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeUndefined();
    expect(imageSize(jpegHead(4000, 3000).subarray(0, 30))).toBeUndefined();
    expect(imageSize(jpegHead(0, 3000))).toBeUndefined();
  });
});

describe('the downscaled copy upright', () => {
  it('keeps the long edge at 1,280 px and swaps width and height for a quarter turn', () => {
    const camera = { width: 4000, height: 3000 };
    expect(uprightScaled(camera, 1, 1280)).toEqual({ width: 1280, height: 960 });
    expect(uprightScaled(camera, undefined, 1280)).toEqual({ width: 1280, height: 960 });
    // Orientation 6: the camera was held upright; the picture is stored lying.
    expect(uprightScaled(camera, 6, 1280)).toEqual({ width: 960, height: 1280 });
    expect(uprightScaled(camera, 8, 320)).toEqual({ width: 240, height: 320 });
    expect(uprightScaled(camera, 3, Infinity)).toEqual(camera);
  });

  it('never enlarges a small picture', () => {
    expect(uprightScaled({ width: 800, height: 600 }, 1, 1280)).toEqual({
      width: 800,
      height: 600,
    });
  });
});
