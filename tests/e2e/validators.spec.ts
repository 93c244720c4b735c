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
};

/** The schema.org types the pages describe; anything else is a typo or a type schema.org does not have. */
const JSON_LD_TYPES = new Set(['Car', 'AutoDealer']);

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
        for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)) {
          const entries = [JSON.parse(json!)].flat() as TJsonLd[];
          for (const entry of entries) {
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
      }
      expect(problems).toEqual([]);
    });
  }
});
