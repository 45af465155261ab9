import { logoMaxChars } from '../../../shared/domain/consultant-profile';

/*
 * A logo picked from a file, made small enough to travel in the profile: drawn at most
 * 480 × 240 px (the header prints it about 4 cm wide), as PNG, or JPEG when the PNG is too large
 * (a photo). The original file is not kept.
 */
export async function logoDataUri(file: File): Promise<string | 'logoFormat' | 'logoSize'> {
  if (!/^image\/(png|jpeg|webp|gif|svg\+xml|bmp)$/.test(file.type)) return 'logoFormat';
  let image: ImageBitmap | HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return 'logoFormat';
  }
  const scale = Math.min(1, 480 / image.width, 240 / image.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = canvas.toDataURL('image/png');
  if (png.length <= logoMaxChars) return png;
  const jpeg = canvas.toDataURL('image/jpeg', 0.85);
  return jpeg.length <= logoMaxChars ? jpeg : 'logoSize';
}

async function loadImage(file: File): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function' && file.type !== 'image/svg+xml')
    return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}
