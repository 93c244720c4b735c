import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { reviewFixture, siteFixture, siteLocationFixture } from './site-location.fixture';

const listLocationReviews = vi.hoisted(() => vi.fn());
const listSiteLocations = vi.hoisted(() => vi.fn());
vi.mock('@/server/reviews/list-location-reviews', () => ({ listLocationReviews }));
vi.mock('@/server/locations/list-site-locations', () => ({ listSiteLocations }));
vi.mock('@/server/search/list-dealership-names', () => ({ listDealershipNames: async () => ({}) }));
// The form needs the app router and plays no part in which reviews the page lists.
vi.mock('@/features/enquiry/enquiry-form', () => ({ EnquiryForm: () => null }));

const { ContactPage } = await import('./contact-page');

const rated = (id: number, reviewCount: number) =>
  siteLocationFixture({ id, name: `Location ${id} Sales`, reviewCount });

async function render(locations: TSiteLocation[]) {
  listSiteLocations.mockResolvedValue(locations);
  return renderToStaticMarkup(await ContactPage({ site: siteFixture(), query: {} }));
}

beforeEach(() => {
  listLocationReviews.mockReset().mockResolvedValue([reviewFixture()]);
});

describe('ContactPage reviews', () => {
  it('lists recent reviews when the site has other than three rated locations', async () => {
    const html = await render([rated(1, 10), rated(2, 4), rated(3, 2), rated(4, 1)]);
    expect(html).toContain('What our customers say');
    expect(html).toContain('Sam Buyer');
  });

  it("hides them, as the header does, when exactly three of the site's locations are rated", async () => {
    const html = await render([rated(1, 10), rated(2, 4), rated(3, 2), rated(4, 0)]);
    expect(html).not.toContain('What our customers say');
    expect(html).not.toContain('Sam Buyer');
  });

  it("hides them when the site's flag does", async () => {
    listSiteLocations.mockResolvedValue([rated(1, 10)]);
    const site = siteFixture({ featureFlags: { ...siteFixture().featureFlags, hideReviews: true } });
    const html = renderToStaticMarkup(await ContactPage({ site, query: {} }));
    expect(html).not.toContain('What our customers say');
  });
});
