import { exifScanBytes, exifTakenAt, readExif } from '../../../shared/photos/exif';
import { imageSize, uprightScaled } from '../../../shared/photos/image-size';
import { thumbnailMaxChars } from '../../../shared/photos/photo-entry';

/*
 * The image work of a photo, off the renderer's main thread: the EXIF facts, the downscaled copy
 * (long edge 1,280 px, JPEG) and the thumbnail (long edge 320 px, a data URI of at most 40,000
 * characters: smaller quality, then a smaller size, until it fits).
 *
 * Memory: the decoder is asked for the copy's size directly (createImageBitmap's resizeWidth
 * and resizeHeight, from the size in the file's header), so no full-size picture (48 MB at
 * 12 megapixels) is kept while drawing, and the thumbnail is drawn from the copy. The original
 * is never read here: the window sends the chosen File itself to the core. What goes back is
 * the copy as a Blob (a handle, not its bytes), the thumbnail and the facts.
 * imageOrientation 'from-image' turns the picture as its EXIF orientation says (the resize
 * applies to the upright picture), so both copies stand upright.
 */

export interface PhotoJob {
  seq: number;
  file: Blob;
}

export type PhotoJobResult =
  | {
      seq: number;
      ok: true;
      scaled: Blob;
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

/**
 * The picture upright at the copy's size (decoded to that size where the header says it), and
 * the upright size of the whole picture.
 */
async function decodedScaled(file: Blob, head: Uint8Array, orientation?: number) {
  const size = imageSize(head);
  if (size) {
    const scaled = uprightScaled(size, orientation, scaledLongEdge);
    const bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: scaled.width,
      resizeHeight: scaled.height,
      resizeQuality: 'high',
    });
    return { bitmap, whole: uprightScaled(size, orientation, Infinity) };
  }
  // A header this reader does not know: decode whole, scale once, let the whole one go at once.
  const whole = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const bitmap = await createImageBitmap(drawn(whole, scaledLongEdge));
    return { bitmap, whole: { width: whole.width, height: whole.height } };
  } finally {
    whole.close();
  }
}

scope.onmessage = async ({ data: { seq, file } }: MessageEvent<PhotoJob>) => {
  let bitmap: ImageBitmap | undefined;
  let whole: { width: number; height: number };
  try {
    const head = new Uint8Array(await file.slice(0, exifScanBytes).arrayBuffer());
    const facts = readExif(head);
    try {
      ({ bitmap, whole } = await decodedScaled(file, head, facts.orientation));
    } catch {
      scope.postMessage({ seq, ok: false, reason: 'not_an_image' });
      return;
    }
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    const scaled = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    const thumbnail = await thumbnailOf(bitmap);
    scope.postMessage({
      seq,
      ok: true,
      scaled,
      thumbnail,
      width: whole.width,
      height: whole.height,
      takenAt: exifTakenAt(facts),
      location: facts.location,
    });
  } catch {
    scope.postMessage({ seq, ok: false, reason: 'failed' });
  } finally {
    bitmap?.close();
  }
};
