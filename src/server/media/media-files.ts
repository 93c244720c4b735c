import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from '@/server/db/owner-only';
import { mediaDir } from './media-dir';

/**
 * Writes an uploaded image under DATA_DIR/media (owner-only, whole or not at all: written beside, then renamed)
 * and answers the /media/… address it is served at. Names are new per upload: the media route caches for a year.
 */
export async function storeMediaFile(relative: string, contents: Buffer, root = mediaDir()): Promise<string> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents, { mode: OWNER_ONLY_FILE_MODE });
  await rename(temporary, file);
  return `/media/${relative}`;
}

/**
 * Deletes uploaded images by their /media/… addresses, only those under `folder` (what the dashboard stored):
 * demo images and addresses given by hand stay.
 */
export async function removeMediaFiles(urls: readonly string[], folder: string, root = mediaDir()) {
  for (const url of urls) {
    if (!url.startsWith(`/media/${folder}/`) || url.includes('..')) continue;
    await rm(path.join(root, url.slice('/media/'.length)), { force: true });
  }
}
