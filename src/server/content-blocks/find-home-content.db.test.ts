import { eq } from 'drizzle-orm';
import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { contentBlocks, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import { findHomeContent } from './find-home-content';
import { findOfferBlocks } from './find-offer-blocks';

const flags = TEST_FEATURE_FLAGS;
const image = { url: '/media/content/slide.webp', width: 1600, height: 800, alt: 'A ute on a farm track' };

let handle: TDbHandle;
let alpha: number;
let beta: number;

beforeAll(async () => {
  handle = await createTestDb();
  const rows = await handle.db
    .insert(websites)
    .values(
      ['alpha', 'beta'].map((slug) => ({
        slug,
        name: `${slug} Motors`,
        theme: FALLBACK_THEME,
        searchSettings: {
          provider: 'postgres' as const,
          searchPath: '/search/new-used-and-demo-cars/',
          filters: '',
        },
        featureFlags: flags,
      })),
    )
    .returning({ id: websites.id });
  [alpha, beta] = rows.map((r) => r.id) as [number, number];
  await handle.db.insert(contentBlocks).values([
    {
      websiteId: alpha,
      kind: 'block',
      position: 2,
      title: 'Book a Service',
      body: 'Our workshop.',
      image: null,
      buttons: [{ label: 'Book a Service', href: '/service' }],
    },
    { websiteId: alpha, kind: 'slide', position: 1, title: 'Second slide', href: '/search/used-cars', image },
    { websiteId: alpha, kind: 'slide', position: 0, title: 'First slide', href: '/search/new-cars', image },
    {
      websiteId: alpha,
      kind: 'block',
      position: 1,
      title: 'Sell Your Car',
      body: 'A fair offer.',
      image,
      buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
    },
    // Rows a dealer dashboard got wrong: a slide without an image, a button to javascript:.
    { websiteId: alpha, kind: 'slide', position: 3, title: 'No picture', href: '/service', image: null },
    {
      websiteId: alpha,
      kind: 'block',
      position: 3,
      title: 'Bad button',
      body: '',
      image: null,
      buttons: [{ label: 'Go', href: 'javascript:alert(1)' }],
    },
    // Offer blocks belong to the Special Offers page, never to the home page.
    {
      websiteId: alpha,
      kind: 'offer',
      position: 1,
      title: 'Demo run-out',
      body: 'Low kilometres.',
      image: null,
      buttons: [{ label: 'See demo cars', href: '/search/demo-cars' }],
    },
    {
      websiteId: alpha,
      kind: 'offer',
      position: 0,
      title: 'First service free',
      body: 'On us.',
      image: null,
      buttons: [],
    },
    {
      websiteId: alpha,
      kind: 'offer',
      position: 2,
      title: 'Bad offer',
      body: '',
      image: null,
      buttons: [{ label: 'x', href: 'javascript:1' }],
    },
    {
      websiteId: beta,
      kind: 'offer',
      position: 0,
      title: 'Beta offer',
      body: 'Beta.',
      image: null,
      buttons: [],
    },
    { websiteId: beta, kind: 'slide', position: 0, title: 'Beta only', href: '/contact', image },
    {
      websiteId: beta,
      kind: 'block',
      position: 0,
      title: 'Beta block',
      body: 'Only on beta.',
      image: null,
      buttons: [],
    },
  ]);
});

afterAll(() => handle?.close());

describe('findHomeContent', () => {
  it("loads the site's slides and blocks in position order, in their domain shapes", async () => {
    const content = await findHomeContent(handle.db, alpha);
    expect(content.slides).toEqual([
      { title: 'First slide', href: '/search/new-cars', image },
      { title: 'Second slide', href: '/search/used-cars', image },
    ]);
    expect(content.blocks.map((b) => b.title)).toEqual(['Sell Your Car', 'Book a Service']);
    expect(content.blocks[0]).toEqual({
      title: 'Sell Your Car',
      body: 'A fair offer.',
      image,
      buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
    });
  });

  it('leaves out rows that are not a valid slide or block, naming the field at fault', async () => {
    const { skipped } = await findHomeContent(handle.db, alpha);
    expect(skipped).toEqual([
      { id: expect.any(Number), kind: 'slide', problem: expect.stringMatching(/^image /) },
      { id: expect.any(Number), kind: 'block', problem: expect.stringMatching(/^buttons\.0\.href /) },
    ]);
  });

  it("never returns another site's content", async () => {
    const a = await findHomeContent(handle.db, alpha);
    const b = await findHomeContent(handle.db, beta);
    expect(a.slides.map((s) => s.title)).not.toContain('Beta only');
    expect(a.blocks.map((s) => s.title)).not.toContain('Beta block');
    expect(b.slides.map((s) => s.title)).toEqual(['Beta only']);
    expect(b.blocks.map((s) => s.title)).toEqual(['Beta block']);
  });

  it("lists a site's offer blocks, in order, apart from its home blocks and other sites' offers", async () => {
    const { offers, skipped } = await findOfferBlocks(handle.db, alpha);
    expect(offers).toEqual([
      { title: 'First service free', body: 'On us.', image: null, buttons: [] },
      {
        title: 'Demo run-out',
        body: 'Low kilometres.',
        image: null,
        buttons: [{ label: 'See demo cars', href: '/search/demo-cars' }],
      },
    ]);
    expect(skipped).toEqual([
      { id: expect.any(Number), kind: 'offer', problem: expect.stringMatching(/^buttons\.0\.href /) },
    ]);
    expect((await findOfferBlocks(handle.db, beta)).offers.map((o) => o.title)).toEqual(['Beta offer']);
    expect((await findHomeContent(handle.db, alpha)).blocks.map((b) => b.title)).not.toContain(
      'Demo run-out',
    );
  });

  it('returns empty lists for a site without content', async () => {
    expect(await findHomeContent(handle.db, 999_999)).toEqual({ slides: [], blocks: [], skipped: [] });
  });

  it('goes with its site: deleting the site deletes its content', async () => {
    const [gamma] = await handle.db
      .insert(websites)
      .values({
        slug: 'gamma',
        name: 'Gamma Motors',
        theme: FALLBACK_THEME,
        searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
        featureFlags: flags,
      })
      .returning({ id: websites.id });
    await handle.db
      .insert(contentBlocks)
      .values({ websiteId: gamma!.id, kind: 'slide', title: 'Gone soon', href: '/', image });
    await handle.db.delete(websites).where(eq(websites.id, gamma!.id));
    expect((await findHomeContent(handle.db, gamma!.id)).slides).toEqual([]);
  });
});
