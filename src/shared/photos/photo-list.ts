import { photoEntriesOf, type PhotoEntry } from './photo-entry';

/** A photo this device holds in its attachment store (original and downscaled copy). */
export interface StoredPhoto {
  id: string;
  projectId: string;
  /** The entry as this device last wrote it. */
  entry: PhotoEntry;
  mimeType: string;
  fileName: string;
  originalBytes: number;
  addedAt: string;
}

/** One photo of a project as the screens show it. */
export interface ProjectPhoto {
  id: string;
  entry: PhotoEntry;
  /** The original is on this device (view large, export); else only the thumbnail synced here. */
  onDevice: boolean;
  /**
   * Not in the module's payload as this device sees it: its write was refused or discarded, or
   * another device removed it. Kept (nothing is lost) and shown as "nur auf diesem Gerät".
   */
  localOnly: boolean;
}

/**
 * The photos of a project: every entry of the payload (this device's and other devices'), and
 * every photo stored here that the payload lacks; in the consultant's order.
 */
export function projectPhotos(payload: unknown, stored: readonly StoredPhoto[]): ProjectPhoto[] {
  const entries = photoEntriesOf(payload);
  const here = new Map(stored.map((photo) => [photo.id, photo]));
  const photos: ProjectPhoto[] = Object.entries(entries).map(([id, entry]) => ({
    id,
    entry,
    onDevice: here.has(id),
    localOnly: false,
  }));
  for (const photo of stored) {
    if (!(photo.id in entries))
      photos.push({ id: photo.id, entry: photo.entry, onDevice: true, localOnly: true });
  }
  return photos.sort(
    (a, b) =>
      a.entry.reihenfolge - b.entry.reihenfolge ||
      a.entry.aufgenommenAm.localeCompare(b.entry.aufgenommenAm) ||
      a.id.localeCompare(b.id),
  );
}
