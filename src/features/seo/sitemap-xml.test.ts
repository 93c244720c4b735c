import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  const xml = sitemapXml({
    origin: 'https://cars.example',
    cars: [{ slug: 'toyota-hilux-1&2', updatedAt: new Date('2026-11-01T00:00:00Z') }],
    models: [
      { slug: 'models/hilux', overrideUrl: null },
      { slug: 'models/rav4', overrideUrl: '/rav4-hybrid' },
    ],
    locationNames: ['Parramatta Toyota Sales', 'Parramatta Toyota Service'],
    pages: ['/contact', '/models'],
  });

  it('lists home, presets, pages, one entry per location slug, models (override URL) and escaped car URLs', () => {
    expect(xml).toContain('<loc>https://cars.example/</loc>');
    expect(xml).toContain('<loc>https://cars.example/search/used-cars</loc>');
    expect(xml).toContain('<loc>https://cars.example/contact</loc>');
    expect(xml.match(/contact-us\/parramatta-toyota</g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://cars.example/models/hilux</loc>');
    expect(xml).toContain('<loc>https://cars.example/rav4-hybrid</loc>');
    expect(xml).toContain(
      '<loc>https://cars.example/cars/toyota-hilux-1&amp;2</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>',
    );
  });
});
