import { exifScanBytes, exifTakenAt, readExif } from '../../../shared/photos/exif';
import { thumbnailMaxChars } from '../../../shared/photos/photo-entry';

/*
 * The image work of a photo, off the renderer's main thread: the EXIF facts, the downscaled copy
 * (long edge 1,280 px, JPEG) and the thumbnail (long edge 320 px, a data URI of at most 40,000
 * characters: smaller quality, then a smaller size, until it fits). createImageBitmap with
 * imageOrientation 'from-image' turns the picture as its EXIF orientation says, so both copies
 * stand upright. The original is read once, as base64 for the core, and dropped with the message.
 */

export interface PhotoJob {
  seq: number;
  file: File;
}

export type PhotoJobResult =
  | {
      seq: number;
      ok: true;
      original: string;
      scaled: string;
      thumbnail: string;
      width: number;
      height: number;
      takenAt?: string;
      location?: { lat: number; lng: number };
    }
  | { seq: number; ok: false; reason: 'not_an_image' | 'failed' };

const scaledLongEdge = 1280;
const thumbnailLongEdge = 320;

// The renderer's tsconfig has the DOM's types, not the worker's: the little this file uses.
declare const FileReaderSync: new () => { readAsDataURL(blob: Blob): string };
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PhotoJob>) => void) | null;
  postMessage(message: PhotoJobResult): void;
};

function drawn(bitmap: ImageBitmap, longEdge: number): OffscreenCanvas {
  const factor = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * factor));
  const height = Math.max(1, Math.round(bitmap.height * factor));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

const reader = new FileReaderSync();
const dataUriOf = (blob: Blob) => reader.readAsDataURL(blob);
const base64Of = (blob: Blob) => {
  const uri = dataUriOf(blob);
  return uri.slice(uri.indexOf(',') + 1);
};

async function thumbnailOf(bitmap: ImageBitmap): Promise<string> {
  for (let edge = thumbnailLongEdge; edge >= 80; edge = Math.round(edge * 0.8)) {
    const canvas = drawn(bitmap, edge);
    for (const quality of [0.75, 0.6, 0.45, 0.3]) {
      const uri = dataUriOf(await canvas.convertToBlob({ type: 'image/jpeg', quality }));
      if (uri.length <= thumbnailMaxChars) return uri;
    }
  }
  throw new Error('no thumbnail fits');
}

scope.onmessage = async ({ data: { seq, file } }: MessageEvent<PhotoJob>) => {
  let bitmap: ImageBitmap | undefined;
  try {
    const facts = readExif(new Uint8Array(await file.slice(0, exifScanBytes).arrayBuffer()));
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      scope.postMessage({ seq, ok: false, reason: 'not_an_image' });
      return;
    }
    const scaled = await drawn(bitmap, scaledLongEdge).convertToBlob({
      type: 'image/jpeg',
      quality: 0.85,
    });
    const thumbnail = await thumbnailOf(bitmap);
    const { width, height } = bitmap;
    // The decoded picture (48 MB at 12 megapixels) goes before the original is read.
    bitmap.close();
    bitmap = undefined;
    const result: PhotoJobResult = {
      seq,
      ok: true,
      original: base64Of(file),
      scaled: base64Of(scaled),
      thumbnail,
      width,
      height,
      takenAt: exifTakenAt(facts),
      location: facts.location,
    };
    scope.postMessage(result);
  } catch {
    scope.postMessage({ seq, ok: false, reason: 'failed' });
  } finally {
    bitmap?.close();
  }
};
