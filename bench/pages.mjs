// The pages `npm run bench` measures, one row each. Later issues append their pages here (search, car pages…).
//   name        short label printed in the table and used for report file names
//   url         what Chromium opens (*.localhost resolves to loopback in Chromium)
//   findUrl     instead of url: an async function answering it once the server is up (e.g. a car by stock number)
//   categories  optional: Lighthouse categories besides performance, e.g. ['accessibility', 'seo']
//   budget      optional, all under applied throttling: { performance: minimum score 0-100, lcpVsBaseline: maximum
//                 LCP / baseline LCP, maxLcpMs: maximum LCP, maxCls: maximum CLS, maxJsOverBaselineKb: most JavaScript
//                 transferred beyond the baseline's (KiB, compressed), minScores: { accessibility: 100, … } minimum
//                 scores of the other categories measured }
//               rows without one are reported but get no PASS/FAIL verdict

import { fetchSite } from '../scripts/lib/fetch-site.mjs';
import { demoCarPath, demoCheckoutPath } from './lib/demo-car.mjs';

/**
 * The port the product is served on during the bench (BENCH_PORT, default 3200); the baseline app uses the next
 * one. Set BENCH_PORT to run beside another bench on the same machine (each port keeps its own data directory).
 */
export const BENCH_PORT = Number(process.env.BENCH_PORT || 3200);
if (!Number.isInteger(BENCH_PORT) || BENCH_PORT < 1024 || BENCH_PORT > 65534)
  throw new Error(`BENCH_PORT must be a port number between 1024 and 65534, not ${process.env.BENCH_PORT}`);
export const BASELINE_PORT = BENCH_PORT + 1;

const site = (slug, pathname = '/') => `http://${slug}.localhost:${BENCH_PORT}${pathname}`;

// Requests from Node to a demo site go through fetchSite, which sends the site's Host header (Node's fetch cannot).
export { fetchSite };

// Every page type's budget (issue 25), measured as a phone feels it: applied-throttling LCP at most 1.1x the
// baseline's and 1.5 s, performance 97, CLS 0.02, first-load JavaScript at most the baseline's + 12 KB; the presence
// pages also accessibility and SEO 100.
const PAGE_BUDGET = {
  performance: 97,
  lcpVsBaseline: 1.1,
  maxLcpMs: 1500,
  maxCls: 0.02,
  maxJsOverBaselineKb: 12,
};
const STOCK_PAGE_BUDGET = PAGE_BUDGET;
const PRESENCE_CATEGORIES = ['accessibility', 'seo'];
const PRESENCE_BUDGET = { ...PAGE_BUDGET, minScores: { accessibility: 100, seo: 100 } };

/** The page every ratio is measured against: bench/baseline, built and served in the same run. */
export const baseline = { name: 'baseline', url: `http://localhost:${BASELINE_PORT}/` };

export const pages = [
  {
    name: 'sydney-motor-group home',
    url: site('sydney-motor-group'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  {
    name: 'sunshine-coast-nissan home',
    url: site('sunshine-coast-nissan'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  {
    name: 'waikato-motors home',
    url: site('waikato-motors'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  // A demo car with photos, finance estimate and the full sidebar (slug from the deterministic seed).
  {
    name: 'sydney-motor-group car page',
    findUrl: async () =>
      site('sydney-motor-group', await demoCarPath(site('sydney-motor-group').replace(/\/$/, ''))),
    budget: STOCK_PAGE_BUDGET,
  },
  // The checkout page of a car that can be paid for online (car photo as LCP, terms, the buyer's details form): held
  // to the car page's budgets (issue 22).
  {
    name: 'sydney-motor-group checkout',
    findUrl: async () =>
      site('sydney-motor-group', await demoCheckoutPath(site('sydney-motor-group').replace(/\/$/, ''))),
    budget: STOCK_PAGE_BUDGET,
  },
  // The main stock search page, server-rendered from its URL (a text query).
  {
    name: 'sydney-motor-group search',
    url: site('sydney-motor-group', '/search/new-used-and-demo-cars?query=toyota'),
    budget: STOCK_PAGE_BUDGET,
  },
  // A model page from the catalogue (image as LCP, sanitised description, link to its stock).
  {
    name: 'sydney-motor-group model page',
    url: site('sydney-motor-group', '/models/ranger'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  // A location's contact page: cards with hours, map or directions link, reviews and the enquiry form.
  {
    name: 'sydney-motor-group location page',
    url: site('sydney-motor-group', '/contact-us/parramatta-kia'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  // The lead forms a buyer fills in on their own page, each with the most client code of its kind: the multi-step
  // finance application, the trade-in valuation, the test drive booking (one step, a dealership and a date).
  {
    name: 'sydney-motor-group finance application',
    url: site('sydney-motor-group', '/get-finance'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  {
    name: 'sydney-motor-group trade-in valuation',
    url: site('sydney-motor-group', '/valuations'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  {
    name: 'sydney-motor-group test drive booking',
    url: site('sydney-motor-group', '/book-test-drive'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  // A content page with offers and their enquiry dialog, and the favourites page (empty on a first visit).
  {
    name: 'sydney-motor-group special offers',
    url: site('sydney-motor-group', '/special-offers'),
    categories: PRESENCE_CATEGORIES,
    budget: PRESENCE_BUDGET,
  },
  {
    name: 'sydney-motor-group favourites',
    url: site('sydney-motor-group', '/favourites'),
    categories: ['accessibility'],
    budget: { ...PAGE_BUDGET, minScores: { accessibility: 100 } },
  },
];
