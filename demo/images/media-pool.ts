import { PLACEHOLDER_IMAGE_URL, PLACEHOLDER_THUMB_URL } from '@/server/media/placeholder';
import { contentMediaJobs } from './content-media';
import { avatarSvg, detailSvg, exteriorSvg, modelSvg, placeholderSvg } from './scenes';
import { ART_PAINTS, ARTS, type TArt, type TPaint } from './vehicle-art';

/** One raster file to render: full size and a fixed-size thumbnail, both WebP. */
export type TMediaJob = {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  svg: () => string;
};

export type TPooledImage = { url: string; thumbUrl: string; width: number; height: number };

const url = (path: string) => `/media/${path}`;
const DETAILS = ['interior-1', 'interior-2', 'interior-3', 'wheel-1', 'wheel-2', 'wheel-3'] as const;
export const AVATAR_COUNT = 6;

function carJob(name: string, svg: () => string): TMediaJob {
  return {
    path: `cars/${name}.webp`,
    thumbPath: `cars/thumbs/${name}.webp`,
    width: 1200,
    height: 800,
    thumbWidth: 400,
    thumbHeight: 267,
    svg,
  };
}

const carImage = (name: string): TPooledImage => ({
  url: url(`cars/${name}.webp`),
  thumbUrl: url(`cars/thumbs/${name}.webp`),
  width: 1200,
  height: 800,
});

/** Every raster the demo data refers to: the car pool, detail shots, placeholder, models, avatars, home content. */
export function mediaJobs(): TMediaJob[] {
  const exteriors = ARTS.flatMap((art) => ART_PAINTS[art].map((paint) => [art, paint] as const));
  return [
    {
      path: 'placeholder-car.webp',
      thumbPath: 'thumbs/placeholder-car.webp',
      width: 1200,
      height: 800,
      thumbWidth: 400,
      thumbHeight: 267,
      svg: placeholderSvg,
    },
    ...exteriors.flatMap(([art, paint], i) =>
      ([1, 2] as const).map((scene) =>
        carJob(`${art}-${paint}-${scene}`, () => exteriorSvg(art, paint, scene, i)),
      ),
    ),
    ...DETAILS.map((name) => {
      const [kind, n] = name.split('-') as ['interior' | 'wheel', string];
      return carJob(name, () => detailSvg(kind, Number(n) - 1));
    }),
    ...exteriors.map(([art, paint]) => ({
      path: `models/${art}-${paint}.webp`,
      thumbPath: `models/thumbs/${art}-${paint}.webp`,
      width: 1200,
      height: 675,
      thumbWidth: 400,
      thumbHeight: 225,
      svg: () => modelSvg(art, paint),
    })),
    ...Array.from({ length: AVATAR_COUNT }, (_, i) => ({
      path: `reviews/avatar-${i + 1}.webp`,
      thumbPath: `reviews/thumbs/avatar-${i + 1}.webp`,
      width: 240,
      height: 240,
      thumbWidth: 64,
      thumbHeight: 64,
      svg: () => avatarSvg(i),
    })),
    ...contentMediaJobs(),
  ];
}

/** A car's photos from the pool: two exteriors in its paint, then detail shots. `pick` chooses the details. */
export function carPhotos(
  art: TArt,
  paint: TPaint,
  count: number,
  pick: (n: number) => number[],
): TPooledImage[] {
  const details = pick(DETAILS.length).map((i) => carImage(DETAILS[i]!));
  return [carImage(`${art}-${paint}-1`), carImage(`${art}-${paint}-2`), ...details].slice(0, count);
}

export const PLACEHOLDER_PHOTO: TPooledImage = {
  url: PLACEHOLDER_IMAGE_URL,
  thumbUrl: PLACEHOLDER_THUMB_URL,
  width: 1200,
  height: 800,
};

/** A catalogue model's image as the dealer dashboard supplies it: full-size url and thumb url. */
export function modelImage(art: TArt, paint: TPaint): { url: string; thumb: string } {
  return { url: url(`models/${art}-${paint}.webp`), thumb: url(`models/thumbs/${art}-${paint}.webp`) };
}

export function avatarImage(n: number): { url: string; thumbUrl: string } {
  const i = (n % AVATAR_COUNT) + 1;
  return { url: url(`reviews/avatar-${i}.webp`), thumbUrl: url(`reviews/thumbs/avatar-${i}.webp`) };
}
