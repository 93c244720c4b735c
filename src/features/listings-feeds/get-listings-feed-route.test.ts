import { describe, expect, it, vi } from 'vitest';
import { parseDelimitedText } from '@/domain/feeds/delimited-text';
import { siteFixture, siteLocationFixture } from '@/features/locations/site-location.fixture';
import type { TFeedCarRow } from '@/server/feeds/find-feed-cars';

const site = siteFixture({ id: 5, slug: 'penrith', dealershipIds: [9], currency: 'NZD', country: 'NZ' });
const location = siteLocationFixture({
  id: 3,
  dealershipId: 9,
  dealershipSlug: 'penrith-mazda',
  dealershipName: 'Penrith Mazda',
  street: '1 High St',
  city: 'Hamilton',
  state: 'Waikato',
  postcode: '3204',
});
const row: TFeedCarRow = {
  id: 41,
  slug: '2022-mazda-cx-5-m41',
  name: '2022 Mazda CX-5',
  make: 'Mazda',
  model: 'CX-5',
  badge: null,
  year: 2022,
  km: 12000,
  vin: null,
  body: 'SUV',
  colour: 'White',
  transmission: 'Automatic',
  fuelType: 'Petrol',
  drivetrain: null,
  carType: 'used',
  description: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  dealershipId: 9,
  locationId: 3,
  price: 31990,
  photos: ['/media/cars/41/0.jpg'],
};

vi.mock('@/server/websites/get-site-by-key', () => ({
  getSiteByKey: async (key: string) => (key === 'penrith.localhost' ? site : null),
}));
vi.mock('@/server/feeds/get-feed-cars', () => ({ getFeedCars: async () => [row] }));
vi.mock('@/server/locations/list-site-locations', () => ({ listSiteLocations: async () => [location] }));

const { getGoogleFeedRoute, getMetaFeedRoute } = await import('./get-listings-feed-route');
const get = (route: typeof getMetaFeedRoute, key: string) =>
  route(new Request('http://x/feeds'), { params: Promise.resolve({ site: key }) });

describe('the listings feed routes', () => {
  it("serve Meta's catalog as CSV, cached at most five minutes, with the car's page and photos as full addresses", async () => {
    const response = await get(getMetaFeedRoute, 'penrith.localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const [item] = parseDelimitedText(await response.text(), ',');
    expect(item).toMatchObject({
      vehicle_id: '41',
      price: '31990.00 NZD',
      url: expect.stringMatching(/^http:\/\/penrith\.localhost(:\d+)?\/cars\/2022-mazda-cx-5-m41$/),
      'image[0].url': expect.stringMatching(/^http:\/\/penrith\.localhost(:\d+)?\/media\/cars\/41\/0\.jpg$/),
      'address.city': 'Hamilton',
      'address.country': 'NZ',
      dealer_name: 'Penrith Mazda',
    });
  });

  it("serve Google's primary feed as tab-separated text with the dealership's store code", async () => {
    const response = await get(getGoogleFeedRoute, 'penrith.localhost');
    expect(response.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const [item] = parseDelimitedText(await response.text(), '\t');
    expect(item).toMatchObject({
      id: '41',
      store_code: 'penrith-mazda',
      price: '31990.00 NZD',
      mileage: '12000 km',
    });
  });

  it('answer 404, kept by no cache, for a host that names no site', async () => {
    const response = await get(getMetaFeedRoute, 'nowhere.localhost');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
