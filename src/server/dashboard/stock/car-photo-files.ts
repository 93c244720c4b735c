import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/server/media/media-dir';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from '@/server/db/owner-only';
import type { TProcessedPhoto } from '@/server/media/process-car-photo';

const UPLOADS = 'cars/uploads';

async function writeAtomically(file: string, contents: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents, { mode: OWNER_ONLY_FILE_MODE });
  await rename(temporary, file);
}

/** Stores a processed photo under DATA_DIR/media, served at the returned /media/… addresses. */
export async function storeCarPhoto(
  carId: number,
  photo: TProcessedPhoto,
  root = mediaDir(),
): Promise<{ url: string; thumbUrl: string }> {
  const name = `${randomUUID()}.webp`;
  const full = `${UPLOADS}/${carId}/${name}`;
  const thumb = `${UPLOADS}/${carId}/thumbs/${name}`;
  await writeAtomically(path.join(root, full), photo.full);
  await writeAtomically(path.join(root, thumb), photo.thumb);
  return { url: `/media/${full}`, thumbUrl: `/media/${thumb}` };
}

/** Deletes an uploaded photo's files; photos the dashboard did not store (imported URLs, demo images) stay. */
export async function removeCarPhotoFiles(urls: string[], root = mediaDir()): Promise<void> {
  for (const url of urls) {
    if (!url.startsWith(`/media/${UPLOADS}/`) || url.includes('..')) continue;
    await rm(path.join(root, url.slice('/media/'.length)), { force: true });
  }
}
