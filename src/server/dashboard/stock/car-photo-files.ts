import { randomUUID } from 'node:crypto';
import { mediaDir } from '@/server/media/media-dir';
import { removeMediaFiles, storeMediaFile } from '@/server/media/media-files';
import type { TProcessedPhoto } from '@/server/media/process-car-photo';

const UPLOADS = 'cars/uploads';

/** Stores a processed photo under DATA_DIR/media, served at the returned /media/… addresses. */
export async function storeCarPhoto(
  carId: number,
  photo: TProcessedPhoto,
  root = mediaDir(),
): Promise<{ url: string; thumbUrl: string }> {
  const name = `${randomUUID()}.webp`;
  return {
    url: await storeMediaFile(`${UPLOADS}/${carId}/${name}`, photo.full, root),
    thumbUrl: await storeMediaFile(`${UPLOADS}/${carId}/thumbs/${name}`, photo.thumb, root),
  };
}

/** Deletes an uploaded photo's files; photos the dashboard did not store (imported URLs, demo images) stay. */
export async function removeCarPhotoFiles(urls: string[], root = mediaDir()): Promise<void> {
  await removeMediaFiles(urls, UPLOADS, root);
}
