import { randomUUID } from 'node:crypto';
import { describeIssues } from '../../../shared/api';
import {
  photoEntriesOf,
  photoEntrySchema,
  photosModuleKey,
  photosPayloadKey,
  type PhotoChanges,
  type PhotoEntry,
} from '../../../shared/photos/photo-entry';
import type { StoredPhoto } from '../../../shared/photos/photo-list';
import { CoreError } from '../errors';
import type { LocalStore, PhotoRecord } from '../store';
import { LocalWriteError } from '../store';
import type { AttachmentFiles } from './attachment-files';

/*
 * The photos of a site visit (DESIGN.md decision 17). Each change is one durable transaction:
 * the row of the photo on this device (photo-rows.ts) and the `fotos` entry of the
 * project-information payload, written through the store's one write path (outbox, merge,
 * conflicts, locks). The files are written first, by content hash: a transaction that fails
 * leaves at most a file nobody refers to, never a row without its file.
 */

export interface NewPhoto {
  projectId: string;
  original: Uint8Array;
  scaled: Uint8Array;
  mimeType: string;
  fileName: string;
  entry: Omit<PhotoEntry, 'reihenfolge'>;
}

export type PhotoImageKind = 'original' | 'scaled';

export interface PhotoAlbum {
  add(photo: NewPhoto): StoredPhoto;
  change(projectId: string, id: string, changes: PhotoChanges): PhotoEntry;
  /** Puts the photos in this order (ids not given keep theirs, after these). */
  reorder(projectId: string, ids: readonly string[]): void;
  remove(projectId: string, id: string): void;
  list(projectId: string): StoredPhoto[];
  image(
    id: string,
    kind: PhotoImageKind,
  ): { bytes: Buffer; mimeType: string; fileName: string } | undefined;
}

const stored = ({ originalHash: _o, scaledHash: _s, ...photo }: PhotoRecord): StoredPhoto => photo;

export function createPhotoAlbum(
  store: LocalStore,
  files: AttachmentFiles,
  options: { now?: () => Date; newId?: () => string } = {},
): PhotoAlbum {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const rows = store.photoRows;

  /** The payload's photo entries as this device sees them, changed by `edit`, written back. */
  function writeEntries(projectId: string, edit: (fotos: Record<string, unknown>) => void): void {
    if (!store.getProject(projectId))
      throw new CoreError('not_found', `There is no project "${projectId}".`, { id: projectId });
    const payload = store.getModule(projectId, photosModuleKey)?.payload ?? {};
    const current = payload[photosPayloadKey];
    const fotos =
      current && typeof current === 'object' && !Array.isArray(current)
        ? { ...(current as Record<string, unknown>) }
        : {};
    edit(fotos);
    // Throws ModuleLockedError for a locked module: the whole transaction is undone.
    store.patchModule(projectId, photosModuleKey, {
      payload: { ...payload, [photosPayloadKey]: fotos },
    });
  }

  /** The entry of a photo as this device knows it: the payload's, else its own row's. */
  function entryOf(projectId: string, id: string): PhotoEntry | undefined {
    const fromPayload = photoEntriesOf(store.getModule(projectId, photosModuleKey)?.payload)[id];
    return fromPayload ?? rows.get(id)?.entry;
  }

  function nextOrder(projectId: string): number {
    const orders = [
      ...Object.values(photoEntriesOf(store.getModule(projectId, photosModuleKey)?.payload)),
      ...rows.ofProject(projectId).map((p) => p.entry),
    ].map((e) => e.reihenfolge);
    return orders.length ? Math.max(...orders) + 1 : 0;
  }

  function checked(entry: PhotoEntry): PhotoEntry {
    const parsed = photoEntrySchema.safeParse(entry);
    if (!parsed.success)
      throw LocalWriteError.invalid('photos', 'The photo', describeIssues(parsed.error));
    return parsed.data;
  }

  return {
    add(photo) {
      const originalHash = files.put(photo.original);
      const scaledHash = files.put(photo.scaled);
      return rows.durably(() => {
        const record: PhotoRecord = {
          id: newId(),
          projectId: photo.projectId,
          originalHash,
          scaledHash,
          mimeType: photo.mimeType,
          fileName: photo.fileName,
          originalBytes: photo.original.byteLength,
          addedAt: now().toISOString(),
          entry: checked({ ...photo.entry, reihenfolge: nextOrder(photo.projectId) }),
        };
        writeEntries(photo.projectId, (fotos) => {
          fotos[record.id] = record.entry;
        });
        rows.put(record);
        return stored(record);
      });
    },

    change(projectId, id, changes) {
      return rows.durably(() => {
        const before = entryOf(projectId, id);
        if (!before) throw new CoreError('not_found', `There is no photo "${id}".`, { id });
        const { standort: _dropped, ...kept } = before;
        const entry = checked({
          ...(changes.standort === null ? kept : before),
          ...Object.fromEntries(
            Object.entries(changes).filter(
              ([key, value]) => key !== 'standort' && value !== undefined,
            ),
          ),
        });
        writeEntries(projectId, (fotos) => {
          fotos[id] = entry;
        });
        const row = rows.get(id);
        if (row) rows.put({ ...row, entry });
        return entry;
      });
    },

    reorder(projectId, ids) {
      rows.durably(() => {
        const payloadEntries = photoEntriesOf(store.getModule(projectId, photosModuleKey)?.payload);
        const changed: Record<string, PhotoEntry> = {};
        ids.forEach((id, order) => {
          const entry = payloadEntries[id] ?? rows.get(id)?.entry;
          if (entry && entry.reihenfolge !== order) changed[id] = { ...entry, reihenfolge: order };
        });
        if (!Object.keys(changed).length) return;
        writeEntries(projectId, (fotos) => Object.assign(fotos, changed));
        for (const [id, entry] of Object.entries(changed)) {
          const row = rows.get(id);
          if (row) rows.put({ ...row, entry });
        }
      });
    },

    remove(projectId, id) {
      rows.durably(() => {
        const payloadEntries = photoEntriesOf(store.getModule(projectId, photosModuleKey)?.payload);
        if (id in payloadEntries)
          writeEntries(projectId, (fotos) => {
            delete fotos[id];
          });
        // The files stay until the workspace goes: another photo may have the same content.
        rows.remove(id);
      });
    },

    list: (projectId) => rows.ofProject(projectId).map(stored),

    image(id, kind) {
      const row = rows.get(id);
      if (!row) return undefined;
      const bytes = files.get(kind === 'original' ? row.originalHash : row.scaledHash);
      return (
        bytes && {
          bytes,
          mimeType: kind === 'original' ? row.mimeType : 'image/jpeg',
          fileName: row.fileName,
        }
      );
    },
  };
}
