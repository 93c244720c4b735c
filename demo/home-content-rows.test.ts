import { describe, expect, it } from 'vitest';
import { homeContentRows } from './home-content-rows';
import { DEMO_SITES } from './sites/demo-sites';

const image = { url: '/media/content/x/slide.webp', width: 1600, height: 800, alt: 'A ute' };

describe('homeContentRows', () => {
  it('turns slides and blocks into rows in their order', () => {
    const rows = homeContentRows('alpha', 7, {
      slides: [
        { title: 'One', href: '/search/new-cars', image },
        { title: 'Two', href: '/service', image },
      ],
      blocks: [
        {
          title: 'Sell',
          body: 'Fair offers.',
          image: null,
          buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
        },
      ],
    });
    expect(rows).toEqual([
      { websiteId: 7, kind: 'slide', position: 0, title: 'One', href: '/search/new-cars', image },
      { websiteId: 7, kind: 'slide', position: 1, title: 'Two', href: '/service', image },
      {
        websiteId: 7,
        kind: 'block',
        position: 0,
        title: 'Sell',
        body: 'Fair offers.',
        image: null,
        buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
      },
    ]);
  });

  it('stops with the site, the entry and the field when an entry is not valid', () => {
    expect(() =>
      homeContentRows('alpha', 7, {
        slides: [{ title: 'One', href: 'javascript:alert(1)', image }],
        blocks: [],
      }),
    ).toThrow(/^alpha: home content slide 1: href /);
    expect(() =>
      homeContentRows('alpha', 7, {
        slides: [],
        blocks: [{ title: '', body: '', image: null, buttons: [] }],
      }),
    ).toThrow(/^alpha: home content block 1: title is required/);
  });

  it.each(DEMO_SITES.map((site) => [site.website.slug, site] as const))(
    '%s: the demo content is valid, with at least two slides and three blocks',
    (slug, site) => {
      const rows = homeContentRows(slug, 1, site.homeContent);
      expect(rows.filter((r) => r.kind === 'slide').length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((r) => r.kind === 'block').length).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives each demo site its own slides and pictures', () => {
    const titles = DEMO_SITES.map((s) => s.homeContent.slides.map((slide) => slide.title).join('|'));
    const pictures = DEMO_SITES.flatMap((s) => s.homeContent.slides.map((slide) => slide.image.url));
    expect(new Set(titles).size).toBe(DEMO_SITES.length);
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
