import { locationContactPath } from '@/domain/locations/location-contact-path';
import { SEARCH_PRESETS } from '@/domain/search/search-presets';
import { modelHref } from '@/features/navigation/model-href';

type TInput = {
  origin: string;
  cars: { slug: string; updatedAt: Date }[];
  models: { slug: string; overrideUrl: string | null }[];
  locationNames: string[];
  pages: string[];
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap: home, the search presets, content pages, every location page, every model and every car. */
export function sitemapXml({ origin, cars, models, locationNames, pages }: TInput): string {
  const paths = new Set<string>([
    '/',
    ...SEARCH_PRESETS.map((p) => p.path),
    ...pages,
    ...locationNames.map(locationContactPath),
    ...models.map(modelHref),
  ]);
  const entries = [
    ...[...paths].map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
    ...cars.map(
      (c) =>
        `<url><loc>${escapeXml(`${origin}/cars/${c.slug}`)}</loc><lastmod>${c.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
