import type { PhotoEntry } from '../../../shared/photos/photo-entry';
import type { StoredPhoto } from '../../../shared/photos/photo-list';
import type { StoreContext } from './context';

/*
 * The `photos` table (migration 9): one row per photo this device holds, converted to and from
 * the domain's shape here and nowhere else. The attachment store (core/attachments) decides what
 * is written; this only reads and writes rows.
 */

export interface PhotoRecord extends StoredPhoto {
  originalHash: string;
  scaledHash: string;
}

interface PhotoRow {
  id: string;
  project_id: string;
  original_hash: string;
  scaled_hash: string;
  mime_type: string;
  file_name: string;
  original_bytes: number;
  caption: string;
  category: string;
  taken_at: string;
  taken_at_source: string;
  room: string;
  sort_order: number;
  thumbnail: string;
  width: number;
  height: number;
  lat: number | null;
  lng: number | null;
  in_report: number;
  added_at: string;
}

function fromRow(row: PhotoRow): PhotoRecord {
  const entry: PhotoEntry = {
    beschriftung: row.caption,
    kategorie: row.category,
    aufgenommenAm: row.taken_at,
    zeitQuelle: row.taken_at_source === 'exif' ? 'exif' : 'hinzugefuegt',
    raumBauteil: row.room,
    reihenfolge: row.sort_order,
    vorschau: row.thumbnail,
    breite: row.width,
    hoehe: row.height,
    ...(row.lat !== null && row.lng !== null && { standort: { lat: row.lat, lng: row.lng } }),
    ...(row.in_report && { imBericht: true }),
  };
  return {
    id: row.id,
    projectId: row.project_id,
    originalHash: row.original_hash,
    scaledHash: row.scaled_hash,
    mimeType: row.mime_type,
    fileName: row.file_name,
    originalBytes: row.original_bytes,
    addedAt: row.added_at,
    entry,
  };
}

function toRow(photo: PhotoRecord): PhotoRow {
  const { entry } = photo;
  return {
    id: photo.id,
    project_id: photo.projectId,
    original_hash: photo.originalHash,
    scaled_hash: photo.scaledHash,
    mime_type: photo.mimeType,
    file_name: photo.fileName,
    original_bytes: photo.originalBytes,
    caption: entry.beschriftung,
    category: entry.kategorie,
    taken_at: entry.aufgenommenAm,
    taken_at_source: entry.zeitQuelle,
    room: entry.raumBauteil,
    sort_order: entry.reihenfolge,
    thumbnail: entry.vorschau,
    width: entry.breite,
    height: entry.hoehe,
    lat: entry.standort?.lat ?? null,
    lng: entry.standort?.lng ?? null,
    in_report: entry.imBericht ? 1 : 0,
    added_at: photo.addedAt,
  };
}

const columns = [
  'id',
  'project_id',
  'original_hash',
  'scaled_hash',
  'mime_type',
  'file_name',
  'original_bytes',
  'caption',
  'category',
  'taken_at',
  'taken_at_source',
  'room',
  'sort_order',
  'thumbnail',
  'width',
  'height',
  'lat',
  'lng',
  'in_report',
  'added_at',
] as const;

export interface PhotoRows {
  get(id: string): PhotoRecord | undefined;
  ofProject(projectId: string): PhotoRecord[];
  /** Inserts or replaces the row. */
  put(photo: PhotoRecord): void;
  remove(id: string): void;
  /** A transaction of what the user did, synced to disk before it returns (Sql.durableTransaction). */
  durably<T>(fn: () => T): T;
}

export function createPhotoRows(ctx: StoreContext): PhotoRows {
  const { sql } = ctx;
  const upsert = `INSERT OR REPLACE INTO photos (${columns.join(', ')}) VALUES (${columns
    .map((c) => `@${c}`)
    .join(', ')})`;
  return {
    get: (id) => {
      const row = sql.prepare('SELECT * FROM photos WHERE id = ?').get(id) as PhotoRow | undefined;
      return row && fromRow(row);
    },
    ofProject: (projectId) =>
      (
        sql
          .prepare('SELECT * FROM photos WHERE project_id = ? ORDER BY sort_order, taken_at, id')
          .all(projectId) as PhotoRow[]
      ).map(fromRow),
    put: (photo) => {
      sql.prepare(upsert).run(toRow(photo));
    },
    remove: (id) => {
      sql.prepare('DELETE FROM photos WHERE id = ?').run(id);
    },
    durably: (fn) => sql.durableTransaction(fn),
  };
}
