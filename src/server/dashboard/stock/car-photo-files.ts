import { randomUUID } from 'node:crypto';
import { mediaStore } from '@/server/media/media-store';
import type { IMediaStore } from '@/server/providers/media/types';
import { removeMediaFiles, storeMediaFile } from '@/server/media/media-files';
import type { TProcessedPhoto } from '@/server/media/process-car-photo';

const UPLOADS = 'cars/uploads';

/** Stores a processed photo in the media store, served at the returned /media/… addresses. */
export async function storeCarPhoto(
  carId: number,
  photo: TProcessedPhoto,
  store: IMediaStore = mediaStore(),
): Promise<{ url: string; thumbUrl: string }> {
  const name = `${randomUUID()}.webp`;
  return {
    url: await storeMediaFile(`${UPLOADS}/${carId}/${name}`, photo.full, store),
    thumbUrl: await storeMediaFile(`${UPLOADS}/${carId}/thumbs/${name}`, photo.thumb, store),
  };
}

/** Deletes an uploaded photo's files; photos the dashboard did not store (imported URLs, demo images) stay. */
export async function removeCarPhotoFiles(urls: string[], store: IMediaStore = mediaStore()): Promise<void> {
  await removeMediaFiles(urls, UPLOADS, store);
}
