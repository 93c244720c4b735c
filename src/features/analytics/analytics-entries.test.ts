import { describe, expect, it } from 'vitest';
import { pageViewEntry } from './analytics-entries';

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
});
