import { describe, expect, it } from 'vitest';
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
