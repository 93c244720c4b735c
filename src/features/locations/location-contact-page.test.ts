import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { reviewFixture, siteFixture, siteLocationFixture } from './site-location.fixture';

const listLocationReviews = vi.hoisted(() => vi.fn());
vi.mock('@/server/reviews/list-location-reviews', () => ({ listLocationReviews }));
// The form needs the app router and plays no part in which reviews the page lists.
vi.mock('@/features/enquiry/enquiry-form', () => ({ EnquiryForm: () => null }));

const { LocationContactPage } = await import('./location-contact-page');

const rated = (id: number, reviewCount: number) =>
  siteLocationFixture({ id, name: `Location ${id} Sales`, reviewCount });

async function render(siteLocations: TSiteLocation[]) {
  const page = await LocationContactPage({
    site: siteFixture(),
    matches: [siteLocations[0]!],
    siteLocations,
  });
  return renderToStaticMarkup(page);
}

beforeEach(() => {
  listLocationReviews.mockReset().mockResolvedValue([reviewFixture()]);
});

describe('LocationContactPage reviews', () => {
  it("lists the location's reviews when the site has other than three rated locations", async () => {
    const html = await render([rated(1, 10), rated(2, 4)]);
    expect(html).toContain('What our customers say');
    expect(html).toContain('Sam Buyer');
  });

  it("hides them, as the header does, when exactly three of the site's locations are rated", async () => {
    const html = await render([rated(1, 10), rated(2, 4), rated(3, 2), rated(4, 0)]);
    expect(html).not.toContain('What our customers say');
    expect(html).not.toContain('Sam Buyer');
  });
});
