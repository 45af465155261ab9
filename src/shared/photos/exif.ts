/*
 * The three things of a photo's EXIF data the site visit needs: when it was taken
 * (DateTimeOriginal, with OffsetTimeOriginal where the camera wrote one), where (the GPS IFD),
 * and how it is turned (Orientation, for the record; createImageBitmap applies it). A small
 * reader of JPEG's APP1 "Exif" segment and its TIFF structure (CIPA DC-008-2023, "Exif 3.0"):
 * tags 0x0112 Orientation, 0x8769 Exif IFD, 0x8825 GPS IFD, 0x9003 DateTimeOriginal, 0x9011
 * OffsetTimeOriginal, GPS 1-4 (latitude/longitude with their N/S, E/W references). It reads only
 * the first segments, so a 6 MB photo costs a 64 KB slice. Anything malformed gives no value
 * rather than an error: a photo without readable EXIF is still a photo.
 */

export interface ExifFacts {
  /** "2026-11-25T10:15:00" as the camera's clock said, no zone. */
  takenAtLocal?: string;
  /** "+01:00" where the camera wrote the offset. */
  takenAtOffset?: string;
  orientation?: number;
  location?: { lat: number; lng: number };
}

/** How many leading bytes of a file hold its EXIF data (the APP1 segment is at most 64 KB). */
export const exifScanBytes = 128 * 1024;

export function readExif(bytes: Uint8Array): ExifFacts {
  try {
    const tiff = findExifTiff(bytes);
    return tiff ? readTiff(bytes, tiff) : {};
  } catch {
    return {};
  }
}

/** The offset of the TIFF header inside the APP1 Exif segment, or undefined. */
function findExifTiff(bytes: Uint8Array): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Start of scan or end of image: no metadata follows.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xe1 && ascii(bytes, at + 4, 6) === 'Exif\0\0') return at + 10;
    at += 2 + length;
  }
  return undefined;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let text = '';
  for (let i = 0; i < length && at + i < bytes.length; i++)
    text += String.fromCharCode(bytes[at + i]!);
  return text;
}

function readTiff(bytes: Uint8Array, tiff: number): ExifFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = ascii(bytes, tiff, 2) === 'II';
  const u16 = (at: number) => view.getUint16(tiff + at, little);
  const u32 = (at: number) => view.getUint32(tiff + at, little);
  const entries = (ifd: number) => {
    const count = u16(ifd);
    const tags = new Map<number, { type: number; count: number; at: number }>();
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      tags.set(u16(entry), { type: u16(entry + 2), count: u32(entry + 4), at: entry + 8 });
    }
    return tags;
  };
  // A value longer than 4 bytes sits at the offset the entry holds.
  const valueAt = (tag: { type: number; count: number; at: number }) => {
    const size = ({ 1: 1, 2: 1, 3: 2, 4: 4, 5: 8 } as Record<number, number>)[tag.type] ?? 1;
    return size * tag.count > 4 ? u32(tag.at) : tag.at;
  };
  const text = (tag: { type: number; count: number; at: number } | undefined) =>
    tag ? ascii(bytes, tiff + valueAt(tag), tag.count).replace(/\0+$/, '') : undefined;
  const rationals = (tag: { type: number; count: number; at: number } | undefined) => {
    if (!tag || tag.type !== 5) return undefined;
    const at = valueAt(tag);
    const values: number[] = [];
    for (let i = 0; i < tag.count; i++) {
      const denominator = u32(at + i * 8 + 4);
      values.push(denominator ? u32(at + i * 8) / denominator : 0);
    }
    return values;
  };

  const facts: ExifFacts = {};
  const ifd0 = entries(u32(4));
  const orientation = ifd0.get(0x0112);
  if (orientation?.type === 3) facts.orientation = u16(orientation.at);
  const exifPointer = ifd0.get(0x8769);
  if (exifPointer) {
    const exif = entries(u32(exifPointer.at));
    const taken = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(
      text(exif.get(0x9003)) ?? '',
    );
    if (taken && taken[1] !== '0000') {
      facts.takenAtLocal = `${taken[1]}-${taken[2]}-${taken[3]}T${taken[4]}:${taken[5]}:${taken[6]}`;
      const offset = text(exif.get(0x9011));
      if (offset && /^[+-]\d{2}:\d{2}$/.test(offset)) facts.takenAtOffset = offset;
    }
  }
  const gpsPointer = ifd0.get(0x8825);
  if (gpsPointer) {
    const gps = entries(u32(gpsPointer.at));
    const degrees = (parts: number[] | undefined) =>
      parts && parts.length === 3 ? parts[0]! + parts[1]! / 60 + parts[2]! / 3600 : undefined;
    const lat = degrees(rationals(gps.get(2)));
    const lng = degrees(rationals(gps.get(4)));
    if (lat !== undefined && lng !== undefined && (lat !== 0 || lng !== 0)) {
      const round = (value: number) => Math.round(value * 1e6) / 1e6;
      facts.location = {
        lat: round(text(gps.get(1)) === 'S' ? -lat : lat),
        lng: round(text(gps.get(3)) === 'W' ? -lng : lng),
      };
    }
  }
  return facts;
}

/**
 * When the photo was taken, as an ISO timestamp: with the camera's offset where it wrote one,
 * otherwise read as the local time of this device (the camera's clock shows the time on site).
 */
export function exifTakenAt(facts: ExifFacts): string | undefined {
  if (!facts.takenAtLocal) return undefined;
  const date = new Date(facts.takenAtLocal + (facts.takenAtOffset ?? ''));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
