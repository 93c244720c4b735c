import { describe, expect, it } from 'vitest';
import { watchlistEntry } from './watchlist-entry';

describe('watchlist entry', () => {
  it('save to watchlist carries id 39 and the car', () => {
    expect(watchlistEntry({ id: 7, slug: 'a-car' })).toEqual({
      event: 'save_to_watchlist',
      event_id: 39,
      car_id: 7,
      car_slug: 'a-car',
    });
  });
});
