import { processImage } from './process-image';

/** Largest photo file a dealer may upload. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The variants the pages use, as the demo photos have them: a 1200×800 frame and a 400×267 thumbnail. */
export const PHOTO_SIZE = { width: 1200, height: 800 };
export const THUMB_SIZE = { width: 400, height: 267 };

export type TProcessedPhoto = { full: Buffer; thumb: Buffer; width: number; height: number };

/**
 * A dealer's car photo, checked by its content (processImage: EXIF, and so GPS location, dropped) and turned
 * into the page's WebP variants: the whole photo within 1200×800 (never enlarged) and a filled thumbnail.
 */
export async function processCarPhoto(bytes: Uint8Array): Promise<TProcessedPhoto> {
  const [full, thumb] = await processImage(bytes, {
    maxBytes: MAX_PHOTO_BYTES,
    variants: [
      { ...PHOTO_SIZE, fit: 'inside', format: 'webp', quality: 78 },
      { ...THUMB_SIZE, fit: 'cover', format: 'webp', quality: 70 },
    ],
  });
  return { full: full!.data, thumb: thumb!.data, width: full!.width, height: full!.height };
}
