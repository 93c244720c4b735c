import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 800;

// A stand-in for a car photo: a sky-to-tarmac gradient, a body-coloured shape and fine noise, so the file
// compresses like a photograph (about 100 KB as WebP) rather than like a flat colour.
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fb8de"/><stop offset="0.55" stop-color="#dfe9f2"/>
      <stop offset="0.56" stop-color="#6b6f73"/><stop offset="1" stop-color="#3d4043"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b3262e"/><stop offset="1" stop-color="#5e1116"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <path d="M170 520 Q210 400 380 380 L520 290 Q600 250 760 260 L900 370 Q1030 390 1060 470 L1060 560 L170 560 Z" fill="url(#paint)"/>
  <path d="M545 305 Q610 278 740 285 L830 370 L480 375 Z" fill="#203040" opacity="0.85"/>
  <circle cx="330" cy="565" r="85" fill="#151515"/><circle cx="330" cy="565" r="45" fill="#9aa0a6"/>
  <circle cx="900" cy="565" r="85" fill="#151515"/><circle cx="900" cy="565" r="45" fill="#9aa0a6"/>
</svg>`;

/** Writes the baseline's photo to `publicDir/car.webp` (1200x800) and returns its path. */
export async function writeBaselineImage(publicDir) {
  mkdirSync(publicDir, { recursive: true });
  const file = path.join(publicDir, 'car.webp');
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  await sharp(Buffer.from(scene))
    .composite([{ input: noise, blend: 'overlay' }])
    .webp({ quality: 80 })
    .toFile(file);
  return file;
}
