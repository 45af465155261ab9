import { z } from 'zod';

/*
 * What a photo of the site visit carries in the `project-information` module's payload, under
 * `fotos`: an object keyed by the photo's id, so the three-way merge of payloads merges per photo
 * (two devices adding photos, or one re-captioning while another reorders, never collide). The
 * originals and the downscaled copies stay on the device (attachment store); this is what syncs.
 */

/** The payload key every photo entry lives under. */
export const photosPayloadKey = 'fotos';
/** The module whose payload carries the photos of a visit. */
export const photosModuleKey = 'project-information';

/** The categories a consultant files a photo under (the dena checklist's subjects, and the rest). */
export const photoCategories = [
  'typenschild-waermeerzeuger',
  'zaehler',
  'fassade',
  'fenster',
  'dach',
  'heizkoerper',
  'heizraum',
  'unterlagen',
  'sonstiges',
] as const;
export type PhotoCategory = (typeof photoCategories)[number];

/** A thumbnail data URI may be at most this long: it travels in the payload of every sync. */
export const thumbnailMaxChars = 40_000;

export const photoCaptionMax = 300;
export const photoRoomMax = 120;

const location = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type PhotoLocation = z.infer<typeof location>;

/** One photo as the payload holds it (German keys, like every payload of the modules). */
export const photoEntrySchema = z.object({
  beschriftung: z.string().max(photoCaptionMax),
  // Open: a category a newer version adds is kept and shown as it is.
  kategorie: z.string().min(1).max(60),
  /** When it was taken: EXIF DateTimeOriginal where present, otherwise when it was added. */
  aufgenommenAm: z.iso.datetime({ offset: true }),
  zeitQuelle: z.enum(['exif', 'hinzugefuegt']),
  /** The room or component it shows ("Heizraum Keller", "Fenster Küche Nord"); may be empty. */
  raumBauteil: z.string().max(photoRoomMax),
  reihenfolge: z.number().int().min(0),
  vorschau: z
    .string()
    .max(thumbnailMaxChars)
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/),
  breite: z.number().int().min(1),
  hoehe: z.number().int().min(1),
  /** Only when the consultant allowed keeping locations (settings). */
  standort: location.optional(),
  /** Chosen for the report. */
  imBericht: z.boolean().optional(),
});
export type PhotoEntry = z.infer<typeof photoEntrySchema>;

/** What a consultant changes of a photo after adding it. */
export const photoChangesSchema = z.strictObject({
  beschriftung: photoEntrySchema.shape.beschriftung.optional(),
  kategorie: z.enum(photoCategories).optional(),
  aufgenommenAm: photoEntrySchema.shape.aufgenommenAm.optional(),
  raumBauteil: photoEntrySchema.shape.raumBauteil.optional(),
  imBericht: z.boolean().optional(),
  /** Only `null`: the location can be removed, never typed in. */
  standort: z.null().optional(),
});
export type PhotoChanges = z.infer<typeof photoChangesSchema>;

/**
 * The photo entries of a payload that can be read, by id; an entry another version wrote in a
 * shape this one cannot show is left out here (and kept in the payload, untouched).
 */
export function photoEntriesOf(payload: unknown): Record<string, PhotoEntry> {
  const fotos =
    payload && typeof payload === 'object'
      ? (payload as Record<string, unknown>)[photosPayloadKey]
      : undefined;
  if (!fotos || typeof fotos !== 'object' || Array.isArray(fotos)) return {};
  const entries: Record<string, PhotoEntry> = {};
  for (const [id, value] of Object.entries(fotos)) {
    const parsed = photoEntrySchema.safeParse(value);
    if (parsed.success) entries[id] = parsed.data;
  }
  return entries;
}
