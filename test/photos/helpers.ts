import type { Core } from '../../src/main/core';
import { photoEntriesOf, photosModuleKey } from '../../src/shared/photos/photo-entry';

/** A project of the demo workspace without photos yet (the demo's visited project has its own). */
export function projectWithoutPhotos(core: Core): string {
  return core.store
    .dump()
    .modules.find(
      (m) =>
        m.moduleKey === photosModuleKey &&
        m.status !== 'locked' &&
        Object.keys(photoEntriesOf(m.payload)).length === 0,
    )!.projectId;
}

/** The entry the window sends with a new photo (its order is the core's to give). */
export function newPhotoEntry(caption: string) {
  return {
    beschriftung: caption,
    kategorie: 'typenschild-waermeerzeuger',
    aufgenommenAm: '2026-11-20T09:30:15.000Z',
    zeitQuelle: 'exif',
    raumBauteil: 'Heizraum',
    vorschau: `data:image/jpeg;base64,${Buffer.from('thumb').toString('base64')}`,
    breite: 1280,
    hoehe: 960,
  };
}
