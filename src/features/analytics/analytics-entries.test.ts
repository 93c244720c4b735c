import { describe, expect, it } from 'vitest';
import { calculatorEntry, pageViewEntry, watchlistEntry } from './analytics-entries';

describe('dataLayer entries', () => {
  it.each([
    ['/', 1, 'home'],
    ['/cars/2024-kia-ev6-air-k1', 3, 'car'],
    ['/special-offers', 13, 'content'],
  ])('page view of %s: id %i (%s)', (pathname, id, pageType) => {
    expect(pageViewEntry({ pathname })).toEqual({
      event: 'page_view',
      event_id: id,
      page_type: pageType,
      path: pathname,
    });
  });

  it('save to watchlist carries id 39 and the car', () => {
    expect(watchlistEntry({ id: 7, slug: 'a-car' })).toEqual({
      event: 'save_to_watchlist',
      event_id: 39,
      car_id: 7,
      car_slug: 'a-car',
    });
  });

  it("the calculator carries id 26 and the buyer's inputs", () => {
    expect(
      calculatorEntry({ carId: 7, depositPercent: 20, balloonPercent: 0, termMonths: 36, weekly: 221.5 }),
    ).toEqual({
      event: 'calculator',
      event_id: 26,
      car_id: 7,
      deposit_percent: 20,
      balloon_percent: 0,
      term_months: 36,
      weekly: 221.5,
    });
  });
});
