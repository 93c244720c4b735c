import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import type { TDbHandle } from '@/server/db/client';
import { catalogueModels, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const { listCatalogueModels } = await import('./list-catalogue-models');
const { findCatalogueModel } = await import('./find-catalogue-model');

const flags = TEST_FEATURE_FLAGS;
const site = (slug: string) => ({
  slug,
  name: slug,
  theme: FALLBACK_THEME,
  searchSettings: {
    provider: 'postgres' as const,
    searchPath: '/search/new-used-and-demo-cars/',
    filters: '',
  },
  featureFlags: flags,
});
const model = (websiteId: number, make: string, name: string, overrideUrl: string | null = null) => ({
  websiteId,
  manufacturerName: make,
  name,
  slug: `models/${name.toLowerCase()}`,
  path: `models/${name.toLowerCase()}`,
  image: { url: null, thumb: null },
  overrideUrl,
});

let handle: TDbHandle;
let alpha: number;
let beta: number;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  const [a, b] = await handle.db
    .insert(websites)
    .values([site('alpha'), site('beta')])
    .returning();
  alpha = a!.id;
  beta = b!.id;
  await handle.db
    .insert(catalogueModels)
    .values([
      model(alpha, 'Toyota', 'HiLux'),
      model(alpha, 'Toyota', 'Corolla'),
      model(beta, 'Ford', 'Ranger'),
      model(beta, 'Toyota', 'HiLux'),
      model(beta, 'Ford', 'Everest', '/everest-suv'),
    ]);
});

afterAll(() => handle.close());

describe('catalogue queries are scoped to the site', () => {
  it("lists only the site's own models", async () => {
    expect((await listCatalogueModels(alpha)).map((m) => [m.websiteId, m.name])).toEqual([
      [alpha, 'HiLux'],
      [alpha, 'Corolla'],
    ]);
    const betaModels = await listCatalogueModels(beta);
    expect(betaModels).toHaveLength(3);
    expect(betaModels.every((m) => m.websiteId === beta)).toBe(true);
  });

  it.each([
    ['models', 'hilux', 'alpha', 'HiLux'],
    ['models', 'ranger', 'alpha', null],
    ['root', 'ranger', 'alpha', null],
    ['root', 'everest-suv', 'alpha', null],
    ['models', 'ranger', 'beta', 'Ranger'],
    ['root', 'everest-suv', 'beta', 'Everest'],
    ['root', 'corolla', 'beta', null],
  ] as const)('finds /%s %s on %s: %s', async (via, slug, which, expected) => {
    const id = which === 'alpha' ? alpha : beta;
    const found = await findCatalogueModel(id, slug, via);
    expect(found?.name ?? null).toBe(expected);
    if (found) expect(found.websiteId).toBe(id);
  });
});
