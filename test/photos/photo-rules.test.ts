import { describe, expect, it } from 'vitest';
import { localInputOf, timestampOf } from '../../src/renderer/features/photos/taken-at';
import { projectPhotos, type StoredPhoto } from '../../src/shared/photos/photo-list';
import type { PhotoEntry } from '../../src/shared/photos/photo-entry';

const entry = (caption: string, order: number): PhotoEntry => ({
  beschriftung: caption,
  kategorie: 'fassade',
  aufgenommenAm: '2026-11-20T09:30:00.000Z',
  zeitQuelle: 'exif',
  raumBauteil: '',
  reihenfolge: order,
  vorschau: 'data:image/jpeg;base64,AAAA',
  breite: 4,
  hoehe: 3,
});
const stored = (id: string, e: PhotoEntry): StoredPhoto => ({
  id,
  projectId: 'p',
  entry: e,
  mimeType: 'image/jpeg',
  fileName: `${id}.jpg`,
  originalBytes: 10,
  addedAt: '2026-11-20T09:31:00.000Z',
});

describe('the photos a project shows', () => {
  it('are the payload’s and this device’s, in order, each marked where it lives', () => {
    const payload = {
      anlass: 'Heizungstausch',
      fotos: {
        synced: entry('Fassade Süd', 1),
        elsewhere: entry('Dach Nord', 0),
        broken: { beschriftung: 42 },
      },
    };
    const photos = projectPhotos(payload, [
      stored('synced', entry('Fassade Süd (alt)', 1)),
      stored('refused', entry('Zähler', 2)),
    ]);
    expect(photos.map((p) => [p.id, p.entry.beschriftung, p.onDevice, p.localOnly])).toEqual([
      ['elsewhere', 'Dach Nord', false, false],
      ['synced', 'Fassade Süd', true, false],
      ['refused', 'Zähler', true, true],
    ]);
  });
});

describe('the time a photo was taken, typed the German way', () => {
  it('reads "20.11.2026 09:30" as local time and writes it back the same', () => {
    const iso = timestampOf('20.11.2026 09:30')!;
    expect(new Date(iso).getHours()).toBe(9);
    expect(localInputOf(iso)).toBe('20.11.2026 09:30');
    expect(timestampOf('1.2.2026, 7.05')).toBe(new Date(2026, 1, 1, 7, 5).toISOString());
  });

  it('refuses what is no date with a time', () => {
    for (const typed of ['31.02.2026 09:30', '20.11.2026', '2026-11-20T09:30', '20.11.2026 25:00'])
      expect(timestampOf(typed), typed).toBeUndefined();
  });
});
