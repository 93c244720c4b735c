import os from 'node:os';
import sharp from 'sharp';
import { mediaContentType } from '@/server/media/resolve-media-key';
import type { IMediaStore } from '@/server/providers/media/types';
import { mediaJobs, type TMediaJob } from './media-pool';

export type TMediaFile = { path: string; contents: string };

const put = (store: IMediaStore, key: string, contents: Buffer) =>
  store.put(key, contents, mediaContentType(key));

async function render(store: IMediaStore, job: TMediaJob): Promise<boolean> {
  if ((await store.has(job.path)) && (await store.has(job.thumbPath))) return false;
  const svg = Buffer.from(job.svg());
  const [fullWebp, thumbWebp] = await Promise.all([
    sharp(svg).resize(job.width, job.height).webp({ quality: 70 }).toBuffer(),
    sharp(svg).resize(job.thumbWidth, job.thumbHeight).webp({ quality: 70 }).toBuffer(),
  ]);
  await put(store, job.path, fullWebp);
  await put(store, job.thumbPath, thumbWebp);
  return true;
}

/**
 * Renders the demo images into the media store (images already there are kept: names are stable and contents
 * deterministic) and stores the given SVG files. Returns how many files exist and how many were written.
 */
export async function generateDemoMedia(
  store: IMediaStore,
  svgFiles: TMediaFile[],
): Promise<{ files: number; written: number }> {
  const jobs = mediaJobs();
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await render(store, job)) written += 2;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker));
  for (const file of svgFiles) {
    if (await store.has(file.path)) continue;
    await put(store, file.path, Buffer.from(file.contents));
    written++;
  }
  return { files: jobs.length * 2 + svgFiles.length, written };
}
