/*
 * Writes the EXIF segment a camera would (big-endian TIFF, CIPA DC-008: Orientation, the Exif IFD
 * with DateTimeOriginal, the GPS IFD) into a JPEG, for tests and the bench: generated images
 * stand in for a consultant's photos.
 */

export interface ExifToWrite {
  orientation?: number;
  /** "2026:11:20 09:30:00" */
  dateTimeOriginal?: string;
  location?: { lat: number; lng: number };
}

type Entry = { tag: number; type: number; count: number; value: number[] | Uint8Array };

function ifdBytes(entries: Entry[], start: number): { bytes: number[]; size: number } {
  const out: number[] = [];
  const extra: number[] = [];
  const u16 = (target: number[], v: number) => target.push((v >> 8) & 255, v & 255);
  const u32 = (target: number[], v: number) =>
    target.push((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
  const headerSize = 2 + entries.length * 12 + 4;
  u16(out, entries.length);
  for (const entry of entries) {
    u16(out, entry.tag);
    u16(out, entry.type);
    u32(out, entry.count);
    const raw: number[] = [];
    if (entry.type === 3) for (const v of entry.value as number[]) u16(raw, v);
    else if (entry.type === 4) for (const v of entry.value as number[]) u32(raw, v);
    else if (entry.type === 5) for (const v of entry.value as number[]) u32(raw, v);
    else raw.push(...(entry.value as Uint8Array));
    if (raw.length <= 4) {
      while (raw.length < 4) raw.push(0);
      out.push(...raw);
    } else {
      u32(out, start + headerSize + extra.length);
      extra.push(...raw);
    }
  }
  u32(out, 0);
  return { bytes: [...out, ...extra], size: headerSize + extra.length };
}

const asciiValue = (text: string) => new TextEncoder().encode(text + '\0');

function rational(value: number): number[] {
  const degrees = Math.floor(value);
  const minutes = Math.floor((value - degrees) * 60);
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 10_000);
  return [degrees, 1, minutes, 1, seconds, 10_000];
}

/** The APP1 segment (marker included). */
export function exifSegment(exif: ExifToWrite): Uint8Array {
  // Offsets are from the TIFF header; IFD0 starts at 8. Sizes are computed in two passes.
  const ifd0 = (exifAt: number, gpsAt: number): Entry[] => [
    ...(exif.orientation ? [{ tag: 0x0112, type: 3, count: 1, value: [exif.orientation] }] : []),
    ...(exif.dateTimeOriginal ? [{ tag: 0x8769, type: 4, count: 1, value: [exifAt] }] : []),
    ...(exif.location ? [{ tag: 0x8825, type: 4, count: 1, value: [gpsAt] }] : []),
  ];
  const first = ifdBytes(ifd0(0, 0), 8);
  const exifAt = 8 + first.size;
  const exifIfd = exif.dateTimeOriginal
    ? ifdBytes(
        [{ tag: 0x9003, type: 2, count: 20, value: asciiValue(exif.dateTimeOriginal) }],
        exifAt,
      )
    : { bytes: [], size: 0 };
  const gpsAt = exifAt + exifIfd.size;
  const { lat, lng } = exif.location ?? { lat: 0, lng: 0 };
  const gpsIfd = exif.location
    ? ifdBytes(
        [
          { tag: 1, type: 2, count: 2, value: asciiValue(lat < 0 ? 'S' : 'N') },
          { tag: 2, type: 5, count: 3, value: rational(Math.abs(lat)) },
          { tag: 3, type: 2, count: 2, value: asciiValue(lng < 0 ? 'W' : 'E') },
          { tag: 4, type: 5, count: 3, value: rational(Math.abs(lng)) },
        ],
        gpsAt,
      )
    : { bytes: [], size: 0 };
  const tiff = [
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    ...ifdBytes(ifd0(exifAt, gpsAt), 8).bytes,
    ...exifIfd.bytes,
    ...gpsIfd.bytes,
  ];
  const body = [...new TextEncoder().encode('Exif'), 0, 0, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, (length >> 8) & 255, length & 255, ...body]);
}

/** The JPEG with the EXIF segment put right after its start marker. */
export function withExif(jpeg: Uint8Array, exif: ExifToWrite): Uint8Array {
  const segment = exifSegment(exif);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
