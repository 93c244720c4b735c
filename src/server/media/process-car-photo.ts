import sharp from 'sharp';

/** Largest photo file a dealer may upload. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Formats sharp recognises by their content (magic bytes), whatever the file's name or declared type. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

/** The variants the pages use, as the demo photos have them: a 1200×800 frame and a 400×267 thumbnail. */
export const PHOTO_SIZE = { width: 1200, height: 800 };
export const THUMB_SIZE = { width: 400, height: 267 };

export type TProcessedPhoto = { full: Buffer; thumb: Buffer; width: number; height: number };

/** Why a file is not taken as a photo. */
export class PhotoRejected extends Error {
  constructor(readonly reason: 'too_large' | 'not_image') {
    super(reason);
  }
}

/**
 * A dealer's photo, checked by its content and turned into the page's WebP variants. sharp writes no metadata
 * unless asked, so EXIF (GPS location, camera serial) is dropped; `rotate()` first applies the EXIF
 * orientation so the photo still stands the right way up. A decompression bomb is refused by the pixel limit.
 */
export async function processCarPhoto(bytes: Uint8Array): Promise<TProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoRejected('too_large');
  const input = () => sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch {
    throw new PhotoRejected('not_image');
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new PhotoRejected('not_image');
  try {
    const { data: full, info } = await input()
      .rotate()
      .resize({ ...PHOTO_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input()
      .rotate()
      .resize({ ...THUMB_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 70 })
      .toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    throw new PhotoRejected('not_image');
  }
}
