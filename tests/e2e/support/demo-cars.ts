import { expect, type APIRequestContext } from '@playwright/test';
import { siteGet } from './site-url';

type TSearchHit = {
  slug: string;
  sold: boolean;
  tag: string | null;
  primaryImageUrl: string | null;
};

/**
 * Cars of the demo seed (demo/sites/sydney-motor-group-variants.ts) the journeys need by their
 * state, by make and model and what marks them. Their slugs start with a model year the seed derives from
 * the date it runs, so they are found on the running site (GET /api/search), never written down: a
 * journey must pass on 1 January as on any other day.
 */
const DEMO_CARS = {
  sold: { make: 'Mazda', model: 'CX-30', is: (hit: TSearchHit) => hit.sold },
  testDriveOnly: {
    make: 'Hyundai',
    model: 'Ioniq 6',
    is: (hit: TSearchHit) => hit.tag === 'Test Drive Only',
  },
  placeholderPhotos: {
    make: 'Toyota',
    model: 'Yaris Cross',
    is: (hit: TSearchHit) => hit.primaryImageUrl === '/media/placeholder-car.webp',
  },
  /** Waiting 120 days for photos: no longer a new arrival. */
  longWaitForPhotos: {
    make: 'Holden',
    model: 'Commodore',
    is: (hit: TSearchHit) => hit.primaryImageUrl === '/media/placeholder-car.webp',
  },
} as const;

export type TDemoCar = keyof typeof DEMO_CARS;

/** The slug of the demo car of that kind on the Sydney demo site, read from its search API. */
export async function demoCarSlug(request: APIRequestContext, kind: TDemoCar): Promise<string> {
  const { make, model, is } = DEMO_CARS[kind];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const query = new URLSearchParams({
      'refinementList[make][]': make,
      'refinementList[model][]': model,
      page: String(page),
    });
    const response = await siteGet(request, 'sydney-motor-group', `/api/search?${query}`);
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { hits: TSearchHit[]; pageCount: number };
    const hit = result.hits.find(is);
    if (hit) return hit.slug;
    pageCount = result.pageCount;
  }
  throw new Error(`No ${kind} demo car (${make} ${model}) on the Sydney demo site: has the seed changed?`);
}
