import { HtmlValidate } from 'html-validate';
import { expect, test } from './support/test';
import { HTML_VALIDATE_CONFIG } from './support/html-validate-rules';
import { pageTypes } from './support/page-types';
import { DEMO_SITES, siteGet } from './support/site-url';

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

type TJsonLd = {
  '@context'?: string;
  '@type'?: string;
  offers?: { url?: string; seller?: { '@type'?: string; url?: string } };
  aggregateRating?: { ratingValue?: number; reviewCount?: number };
  itemListElement?: { position?: number; item?: string; url?: string }[];
};

/** The schema.org types the pages describe; anything else is a typo or a type schema.org does not have. */
const JSON_LD_TYPES = new Set([
  'Car',
  'AutoDealer',
  'BreadcrumbList',
  'ItemList',
  'ProductModel',
  'Organization',
]);

/** The structured data a page type must carry (issue 21, item 11). */
function requiredTypes(path: string): string[] {
  if (/^\/cars\/[^/]+$/.test(path)) return ['Car', 'BreadcrumbList'];
  if (path.startsWith('/search/')) return ['BreadcrumbList', 'ItemList'];
  if (path.startsWith('/models/')) return ['BreadcrumbList', 'ProductModel'];
  return [];
}

// The 404 page is Next.js's error shell without lang (README, known limitations): its markup is not ours.
const isOurs = (path: string) => path !== '/no/such/page';

test.describe('validators: every page type of every demo site', () => {
  for (const site of DEMO_SITES) {
    test(`${site}: html-validate (recommended) and schema.org JSON-LD`, async ({ request }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const path of (await pageTypes(request, site)).filter(isOurs)) {
        const response = await siteGet(request, site, path);
        const html = await response.text();
        const report = await validator.validateString(html);
        for (const result of report.results) {
          for (const message of result.messages) {
            problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
          }
        }
        const meta = (property: string) => html.includes(`<meta property="${property}"`);
        if (/^\/cars\/[^/]+$/.test(path)) {
          for (const property of ['og:type', 'og:site_name', 'og:locale', 'og:image:alt']) {
            if (!meta(property)) problems.push(`${path}: no ${property}`);
          }
        }
        if (path.startsWith('/models/') && meta('og:image') && !meta('og:image:alt')) {
          problems.push(`${path}: share image without og:image:alt`);
        }
        const entries = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].flatMap(
          ([, json]) => [JSON.parse(json!)].flat() as TJsonLd[],
        );
        const types = new Set(entries.map((entry) => entry['@type']));
        for (const type of requiredTypes(path)) {
          if (!types.has(type)) problems.push(`${path}: no ${type} JSON-LD`);
        }
        // A rating shown (the header's stars, a location's reviews) is described as an AggregateRating.
        if (
          html.includes('out of 5</span>') &&
          !entries.some((entry) => entry.aggregateRating?.reviewCount)
        ) {
          problems.push(`${path}: a rating is shown without an AggregateRating`);
        }
        for (const entry of entries) {
          if (entry['@type'] === 'BreadcrumbList' || entry['@type'] === 'ItemList') {
            const positions = (entry.itemListElement ?? []).map((item) => item.position);
            if (
              positions.some((p, i) => p !== positions[0]! + i) ||
              (positions.length === 0 && entry['@type'] === 'BreadcrumbList')
            )
              problems.push(`${path}: ${entry['@type']} positions ${positions.join(',')}`);
            for (const item of entry.itemListElement ?? []) {
              if (!/^https?:\/\//.test(item.item ?? item.url ?? ''))
                problems.push(`${path}: a list item without an absolute URL`);
            }
          }
          const offer = entry['@type'] === 'Car' ? entry.offers : undefined;
          if (offer && (!offer.url?.endsWith(path) || offer.seller?.['@type'] !== 'AutoDealer')) {
            problems.push(`${path}: the car's Offer lacks its url or its selling branch`);
          }
          if (entry['@context'] !== 'https://schema.org')
            problems.push(`${path}: JSON-LD without schema.org context`);
          if (!JSON_LD_TYPES.has(entry['@type'] ?? ''))
            problems.push(`${path}: JSON-LD @type ${entry['@type']}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
