import {
  photoMimeTypes,
  photoOriginalMaxBytes,
  type RequestOf,
} from '../../../shared/ipc/contract';
import type { PhotoCategory } from '../../../shared/photos/photo-entry';
import { api, fileForCall } from '../../api';
import type { PhotoJob, PhotoJobResult } from './photo-worker';

/*
 * Adding photos: one file at a time through the image worker and into the core. The worker
 * decodes the picture at the copy's size and hands back the copy as a Blob and the thumbnail;
 * the original goes to the core as the File itself (in browser mode streamed by the browser
 * from the disk, never read into the page). So however many photos are chosen, the renderer
 * holds at most one picture being scaled, and nothing of a photo once the core has stored it.
 */

export type PhotoRefusal =
  'not_an_image' | 'too_large' | 'failed' | 'module_locked' | 'disk_full' | 'not_saved';

export interface AddPhotosProgress {
  done: number;
  total: number;
  refused: { fileName: string; reason: PhotoRefusal }[];
}

export interface AddPhotosOptions {
  category: PhotoCategory;
  /** Whether the EXIF location may be kept (settings: "Standort speichern"). */
  keepLocation: boolean;
  now?: () => Date;
  onProgress?(progress: AddPhotosProgress): void;
}

function startWorker(): Worker {
  return new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
}

export async function addPhotos(
  projectId: string,
  files: readonly File[],
  options: AddPhotosOptions,
): Promise<AddPhotosProgress> {
  const now = options.now ?? (() => new Date());
  const progress: AddPhotosProgress = { done: 0, total: files.length, refused: [] };
  const worker = startWorker();
  const pending = new Map<number, (result: PhotoJobResult) => void>();
  worker.onmessage = ({ data }: MessageEvent<PhotoJobResult>) => pending.get(data.seq)?.(data);
  const work = (job: PhotoJob) =>
    new Promise<PhotoJobResult>((resolve) => {
      pending.set(job.seq, resolve);
      worker.postMessage(job);
    });
  const refuse = (file: File, reason: PhotoRefusal) =>
    progress.refused.push({ fileName: file.name, reason });
  try {
    // One photo at a time: preparing the next while the core stores one (tried) held two
    // decoded pictures and two originals at once, 613 MB of renderer at 6 MB photos.
    const prepare = (seq: number): Promise<PhotoJobResult | PhotoRefusal> => {
      const file = files[seq]!;
      if (!(photoMimeTypes as readonly string[]).includes(file.type))
        return Promise.resolve('not_an_image');
      if (file.size > photoOriginalMaxBytes) return Promise.resolve('too_large');
      return work({ seq, file }).finally(() => pending.delete(seq));
    };
    for (const [seq, file] of files.entries()) {
      const prepared = await prepare(seq);
      if (typeof prepared === 'string') refuse(file, prepared);
      else {
        const result = prepared;
        if (!result.ok) refuse(file, result.reason);
        else {
          const request: RequestOf<'photos.add'> = {
            projectId,
            original: await fileForCall(file),
            scaled: await fileForCall(result.scaled),
            mimeType: file.type as (typeof photoMimeTypes)[number],
            fileName: file.name.slice(0, 255),
            entry: {
              beschriftung: '',
              kategorie: options.category,
              aufgenommenAm: result.takenAt ?? now().toISOString(),
              zeitQuelle: result.takenAt ? 'exif' : 'hinzugefuegt',
              raumBauteil: '',
              vorschau: result.thumbnail,
              breite: result.width,
              hoehe: result.height,
              ...(options.keepLocation && result.location && { standort: result.location }),
            },
          };
          try {
            await api.photos.add(request);
          } catch (error) {
            const code = (error as { code?: string }).code;
            refuse(file, code === 'module_locked' || code === 'disk_full' ? code : 'not_saved');
            // A locked module refuses every further photo the same way.
            if (code === 'module_locked') {
              for (const rest of files.slice(seq + 1)) refuse(rest, 'module_locked');
              progress.done = files.length;
              options.onProgress?.({ ...progress });
              return progress;
            }
          }
        }
      }
      progress.done++;
      options.onProgress?.({ ...progress, refused: [...progress.refused] });
    }
    return progress;
  } finally {
    worker.terminate();
  }
}
