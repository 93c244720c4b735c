import type { TContentImage } from '@/domain/content/home-content';
import { SITE_THEMES } from '../themes';
import {
  BLOCK_SIZE,
  financeBlockSvg,
  rewardsBlockSvg,
  serviceBlockSvg,
  valuationBlockSvg,
  visitBlockSvg,
} from './block-scenes';
import type { TMediaJob } from './media-pool';
import {
  chargingSvg,
  coastBeachSvg,
  farmTrackSvg,
  golfCourseSvg,
  harbourLineupSvg,
  hinterlandSvg,
  serviceBaySvg,
  showroomNightSvg,
  SLIDE_SIZE,
  usedYardSvg,
} from './slide-scenes';

type TSlug = keyof typeof SITE_THEMES;
type TScene = { size: { width: number; height: number }; svg: () => string };

const block = (svg: () => string): TScene => ({ size: BLOCK_SIZE, svg });

/** The content block pictures every site has, in that site's primary, accent and surface colours. */
function blocks(slug: TSlug) {
  const t = SITE_THEMES[slug];
  const palette = [t.colorPrimary, t.colorAccent, t.colorSurfaceAlt] as const;
  return {
    finance: block(() => financeBlockSvg(...palette)),
    valuation: block(() => valuationBlockSvg(...palette)),
    service: block(() => serviceBlockSvg(...palette)),
    rewards: block(() => rewardsBlockSvg(...palette)),
    visit: block(() => visitBlockSvg(...palette)),
  };
}

const slide = (svg: () => string): TScene => ({ size: SLIDE_SIZE, svg });
const colours = (slug: TSlug) => [SITE_THEMES[slug].colorPrimary, SITE_THEMES[slug].colorAccent] as const;

/** Every demo site's home content pictures: its own slider scenes and content blocks in its colours. */
const CONTENT_SCENES = {
  'sydney-motor-group': {
    ...blocks('sydney-motor-group'),
    'harbour-lineup': slide(harbourLineupSvg),
    'showroom-night': slide(() => showroomNightSvg(...colours('sydney-motor-group'))),
    'service-bay': slide(() => serviceBaySvg(...colours('sydney-motor-group'))),
  },
  'sunshine-coast-nissan': {
    ...blocks('sunshine-coast-nissan'),
    'coast-beach': slide(coastBeachSvg),
    hinterland: slide(hinterlandSvg),
    charging: slide(() => chargingSvg(SITE_THEMES['sunshine-coast-nissan'].colorPrimary)),
  },
  'waikato-motors': {
    ...blocks('waikato-motors'),
    'farm-track': slide(farmTrackSvg),
    'golf-course': slide(golfCourseSvg),
    'used-yard': slide(() => usedYardSvg(...colours('waikato-motors'))),
  },
} satisfies Record<TSlug, Record<string, TScene>>;

type TContentScenes = typeof CONTENT_SCENES;

const path = (slug: string, name: string) => `content/${slug}/${name}.webp`;

/** Raster jobs for every content picture: full size, and a 480-wide thumbnail. */
export function contentMediaJobs(): TMediaJob[] {
  return Object.entries(CONTENT_SCENES).flatMap(([slug, scenes]) =>
    Object.entries(scenes as Record<string, TScene>).map(([name, scene]) => ({
      path: path(slug, name),
      thumbPath: `content/${slug}/thumbs/${name}.webp`,
      width: scene.size.width,
      height: scene.size.height,
      thumbWidth: 480,
      thumbHeight: Math.round((480 * scene.size.height) / scene.size.width),
      svg: scene.svg,
    })),
  );
}

/** A content picture of a demo site, as content rows store it: address, intrinsic size and alt text. */
export function contentImage<S extends TSlug>(
  slug: S,
  name: keyof TContentScenes[S] & string,
  alt: string,
): TContentImage {
  const scene = (CONTENT_SCENES[slug] as Record<string, TScene>)[name]!;
  return { url: `/media/${path(slug, name)}`, width: scene.size.width, height: scene.size.height, alt };
}
