import { z } from 'zod';
import { id } from '../../api';
import { photoCategories, photoChangesSchema, photoEntrySchema } from '../../photos/photo-entry';
import { ok } from './common';

/*
 * The site visit's photos (DESIGN.md decision 17). The renderer's worker makes the downscaled
 * copy and the thumbnail; the original and the copy cross once, as bytes, into the core's
 * attachment store, and are read back one at a time (view large, the project's export file).
 */

/** The largest original a photo may have (a 50-megapixel JPEG is ~25 MB). */
export const photoOriginalMaxBytes = 32 * 1024 * 1024;
/** The downscaled copy (long edge ~1,280 px) is far smaller; this only bounds a wrong one. */
export const photoScaledMaxBytes = 4 * 1024 * 1024;
/**
 * The bridge accepts a `photos.add` body up to this size (its other channels 6 MB): the original
 * and the copy as bytes plus the entry (browser/bridge.ts).
 */
export const photoAddMaxBodyBytes = photoOriginalMaxBytes + photoScaledMaxBytes + 256 * 1024;

/**
 * A file's bytes. The main side receives a Uint8Array (Electron's IPC clones it, the bridge
 * cuts it out of the request's body). The window may hand the transport a Blob instead (the
 * File as chosen): the browser bridge sends it as it is, so the page never reads the original
 * into its own memory (renderer/bridge-shim.ts).
 */
const bytes = (maxBytes: number) =>
  z
    .custom<Uint8Array | Blob>(
      (value) => value instanceof Uint8Array && value.byteLength > 0,
      'Expected the file as bytes.',
    )
    .refine((value) => !(value instanceof Uint8Array) || value.byteLength <= maxBytes, {
      message: `The file is larger than ${maxBytes} bytes.`,
    })
    .transform((value) => value as Uint8Array);

export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const storedPhotoSchema = z.object({
  id,
  projectId: id,
  entry: photoEntrySchema,
  mimeType: z.string(),
  fileName: z.string(),
  originalBytes: z.number().int().min(0),
  addedAt: z.string(),
});

export const photoChannels = {
  /** The photos this device holds for a project (the payload's entries come with projects.get). */
  'photos.list': {
    request: z.strictObject({ projectId: id }),
    response: z.array(storedPhotoSchema),
  },
  'photos.add': {
    request: z.strictObject({
      projectId: id,
      original: bytes(photoOriginalMaxBytes),
      scaled: bytes(photoScaledMaxBytes),
      mimeType: z.enum(photoMimeTypes),
      fileName: z.string().max(255),
      entry: photoEntrySchema
        .omit({ reihenfolge: true })
        .extend({ kategorie: z.enum(photoCategories) }),
    }),
    response: storedPhotoSchema,
  },
  'photos.change': {
    request: z.strictObject({ projectId: id, id, changes: photoChangesSchema }),
    response: photoEntrySchema,
  },
  'photos.reorder': {
    request: z.strictObject({ projectId: id, ids: z.array(id).max(1000) }),
    response: ok,
  },
  'photos.remove': { request: z.strictObject({ projectId: id, id }), response: ok },
  /** The original or the downscaled copy as a data URI; null when it is not on this device. */
  'photos.image': {
    request: z.strictObject({ id, kind: z.enum(['original', 'scaled']) }),
    response: z.object({ dataUri: z.string(), fileName: z.string() }).nullable(),
  },
} as const;
