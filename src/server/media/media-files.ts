import type { IMediaStore } from '@/server/providers/media/types';
import { mediaStore } from './media-store';
import { mediaContentType } from './resolve-media-key';

/**
 * Stores an uploaded image in the media store (whole or not at all) and answers the /media/… address it is
 * served at. Names are new per upload: the media route caches for a year.
 */
export async function storeMediaFile(
  relative: string,
  contents: Uint8Array,
  store: IMediaStore = mediaStore(),
): Promise<string> {
  await store.put(relative, contents, mediaContentType(relative));
  return `/media/${relative}`;
}

/**
 * Deletes uploaded images by their /media/… addresses, only those under `folder` (what the dashboard stored):
 * demo images and addresses given by hand stay.
 */
export async function removeMediaFiles(
  urls: readonly string[],
  folder: string,
  store: IMediaStore = mediaStore(),
) {
  for (const url of urls) {
    if (!url.startsWith(`/media/${folder}/`) || url.includes('..')) continue;
    await store.delete(url.slice('/media/'.length));
  }
}
