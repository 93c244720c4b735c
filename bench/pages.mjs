// The pages `npm run bench` measures, one row each. Later issues append their pages here (search, car pages…).
//   name        short label printed in the table and used for report file names
//   url         what Chromium opens (*.localhost resolves to loopback in Chromium)
//   categories  optional: Lighthouse categories besides performance, e.g. ['accessibility', 'seo']
//   budget      optional: { performance: minimum score 0-100, lcpVsBaseline: maximum LCP / baseline LCP }
//               rows without one are reported but get no PASS/FAIL verdict

/** The port the product is served on during the bench; the baseline app uses the next one. */
export const BENCH_PORT = 3200;
export const BASELINE_PORT = BENCH_PORT + 1;

const site = (slug, pathname = '/') => `http://${slug}.localhost:${BENCH_PORT}${pathname}`;
const HOME_BUDGET = { performance: 95, lcpVsBaseline: 1.25 };

/** The page every ratio is measured against: bench/baseline, built and served in the same run. */
export const baseline = { name: 'baseline', url: `http://localhost:${BASELINE_PORT}/` };

export const pages = [
  { name: 'sydney-motor-group home', url: site('sydney-motor-group'), budget: HOME_BUDGET },
  { name: 'sunshine-coast-nissan home', url: site('sunshine-coast-nissan'), budget: HOME_BUDGET },
  { name: 'waikato-motors home', url: site('waikato-motors'), budget: HOME_BUDGET },
  // A demo car with photos, finance estimate and the full sidebar (slug from the deterministic seed).
  {
    name: 'sydney-motor-group car page',
    url: site('sydney-motor-group', '/cars/2026-mazda-bt-50-xtr-4x4-penrith-m94266'),
    budget: HOME_BUDGET,
  },
  // The main stock search page, server-rendered from its URL (a text query).
  {
    name: 'sydney-motor-group search',
    url: site('sydney-motor-group', '/search/new-used-and-demo-cars?query=toyota'),
    budget: HOME_BUDGET,
  },
  // A model page from the catalogue (image as LCP, sanitised description, link to its stock).
  {
    name: 'sydney-motor-group model page',
    url: site('sydney-motor-group', '/models/ranger'),
    budget: HOME_BUDGET,
  },
  // A location's contact page: cards with hours, map or directions link, reviews and the enquiry form.
  {
    name: 'sydney-motor-group location page',
    url: site('sydney-motor-group', '/contact-us/parramatta-kia'),
    budget: HOME_BUDGET,
  },
];
