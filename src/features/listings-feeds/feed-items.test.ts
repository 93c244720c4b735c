import { describe, expect, it } from 'vitest';
import { siteLocationFixture } from '@/features/locations/site-location.fixture';
import type { TFeedCarRow } from '@/server/feeds/find-feed-cars';
import { feedItems } from './feed-items';

const row = {
  id: 1,
  slug: 'car-1',
  dealershipId: 9,
  locationId: null,
  photos: ['/media/a.jpg', 'https://cdn.example/b.jpg'],
} as unknown as TFeedCarRow;

const at = (id: number, over: Parameters<typeof siteLocationFixture>[0] = {}) =>
  siteLocationFixture({
    id,
    dealershipId: 9,
    dealershipSlug: 'd9',
    dealershipName: 'D9',
    city: `City ${id}`,
    ...over,
  });

describe('feedItems', () => {
  it("makes the car's page and photos absolute on the site's origin", () => {
    const [item] = feedItems([row], [at(1)], 'https://dealer.example', 'AU');
    expect(item!.car.url).toBe('https://dealer.example/cars/car-1');
    expect(item!.car.photos).toEqual(['https://dealer.example/media/a.jpg', 'https://cdn.example/b.jpg']);
  });

  it("puts the car at its own location, else its dealership's primary one, else the first", () => {
    const locations = [at(1), at(2, { primary: true }), at(3)];
    expect(feedItems([{ ...row, locationId: 3 }], locations, 'o', 'AU')[0]!.dealer.city).toBe('City 3');
    expect(feedItems([row], locations, 'o', 'AU')[0]!.dealer.city).toBe('City 2');
    expect(feedItems([row], [at(1), at(3)], 'o', 'NZ')[0]!.dealer).toMatchObject({
      city: 'City 1',
      country: 'NZ',
      storeCode: 'd9',
    });
  });

  it('leaves out a car whose dealership has no location (no address to give)', () => {
    expect(feedItems([row], [at(1, { dealershipId: 8 })], 'o', 'AU')).toEqual([]);
  });
});
