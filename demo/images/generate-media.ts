import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaJobs, type TMediaJob } from './media-pool';

export type TMediaFile = { path: string; contents: string };

async function writeAtomically(file: string, contents: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

async function render(dir: string, job: TMediaJob): Promise<boolean> {
  const full = path.join(dir, job.path);
  const thumb = path.join(dir, job.thumbPath);
  if (existsSync(full) && existsSync(thumb)) return false;
  const svg = Buffer.from(job.svg());
  const [fullWebp, thumbWebp] = await Promise.all([
    sharp(svg).resize(job.width, job.height).webp({ quality: 70 }).toBuffer(),
    sharp(svg).resize(job.thumbWidth, job.thumbHeight).webp({ quality: 70 }).toBuffer(),
  ]);
  await writeAtomically(full, fullWebp);
  await writeAtomically(thumb, thumbWebp);
  return true;
}

/**
 * Renders the demo images into `dir` (files already there are kept: names are stable and contents
 * deterministic) and writes the given SVG files. Returns how many files exist and how many were written.
 */
export async function generateDemoMedia(
  dir: string,
  svgFiles: TMediaFile[],
): Promise<{ files: number; written: number }> {
  const jobs = mediaJobs();
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await render(dir, job)) written += 2;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker));
  for (const file of svgFiles) {
    const target = path.join(dir, file.path);
    if (existsSync(target)) continue;
    await writeAtomically(target, file.contents);
    written++;
  }
  return { files: jobs.length * 2 + svgFiles.length, written };
}
