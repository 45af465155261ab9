import type { TFunction } from 'i18next';
import type { ProjectPhoto } from '../../../shared/photos/photo-list';

/** What a photo is called where a name is needed: its caption, else its category. */
export function captionOf(t: TFunction, photo: ProjectPhoto): string {
  return (
    photo.entry.beschriftung ||
    t(`photos.category.${photo.entry.kategorie}`, { defaultValue: photo.entry.kategorie })
  );
}
