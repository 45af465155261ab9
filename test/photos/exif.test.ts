import { describe, expect, it } from 'vitest';
import { exifTakenAt, readExif } from '../../src/shared/photos/exif';
import { withExif } from './jpeg-exif';

// A JPEG's start and end markers around nothing: enough to carry the metadata segments.
const bareJpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);

describe('reading a photo’s EXIF data (CIPA DC-008 tags)', () => {
  it('finds when, where and how it was turned', () => {
    const photo = withExif(bareJpeg, {
      orientation: 6,
      dateTimeOriginal: '2026:11:20 09:30:15',
      location: { lat: 51.312801, lng: -9.479712 },
    });
    const facts = readExif(photo);
    expect(facts.orientation).toBe(6);
    expect(facts.takenAtLocal).toBe('2026-11-20T09:30:15');
    expect(facts.location?.lat).toBeCloseTo(51.312801, 5);
    expect(facts.location?.lng).toBeCloseTo(-9.479712, 5);
  });

  it('reads the camera clock as local time when no offset was written', () => {
    const iso = exifTakenAt({ takenAtLocal: '2026-11-20T09:30:15' });
    expect(new Date(iso!).getHours()).toBe(9);
    expect(exifTakenAt({ takenAtLocal: '2026-11-20T09:30:15', takenAtOffset: '+01:00' })).toBe(
      '2026-11-20T08:30:15.000Z',
    );
  });

  it('gives nothing for a photo without EXIF, or with broken EXIF', () => {
    expect(readExif(bareJpeg)).toEqual({});
    const broken = withExif(bareJpeg, { orientation: 3 });
    broken[20] = 0xff; // an IFD count far past the end
    broken[21] = 0xff;
    expect(() => readExif(broken)).not.toThrow();
    expect(readExif(Uint8Array.from([1, 2, 3]))).toEqual({});
  });
});
