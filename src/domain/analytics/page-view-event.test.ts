import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_IDS, PAGE_VIEW_EVENT_IDS } from '../constants/analytics-events';
import { PAGE_VIEW_TYPES, pageViewEvent, type TPageViewType } from './page-view-event';

describe('pageViewEvent', () => {
  it.each<[string, TPageViewType, number]>([
    ['/', 'home', 1],
    ['/search/new-used-and-demo-cars', 'search', 2],
    ['/search/used-cars/', 'search', 2],
    ['/electric-cars', 'search', 2],
    ['/cars/2024-toyota-hilux-sr5-t123', 'car', 3],
    ['/cars/2024-toyota-hilux-sr5-t123/trade-in', 'trade-in', 4],
    ['/valuations', 'trade-in', 4],
    ['/cars/2024-toyota-hilux-sr5-t123/checkout', 'checkout', 5],
    ['/cars/2024-nissan-x-trail-st-n1/buy-online', 'checkout', 5],
    ['/get-finance', 'finance', 6],
    ['/finance-pre-approval', 'finance', 6],
    ['/favourites', 'favourites', 7],
    ['/contact', 'contact', 8],
    ['/contact-us/parramatta-toyota', 'contact', 8],
    ['/service', 'service', 9],
    ['/book-test-drive', 'test-drive', 10],
    ['/models', 'catalogue', 11],
    ['/models/nissan-patrol', 'catalogue', 11],
    ['/brands/jeep', 'catalogue', 11],
    ['/success', 'success', 12],
    ['/special-offers', 'content', 13],
    ['/pages/privacy-statement', 'content', 13],
    ['/patrol', 'content', 13],
  ])('%s -> %s (%i)', (path, pageType, eventId) => {
    expect(pageViewEvent(path)).toEqual({ pageType, eventId });
  });

  it("counts a site's own search path as search", () => {
    expect(pageViewEvent('/stock/all', '/stock')).toEqual({ pageType: 'search', eventId: 2 });
    expect(pageViewEvent('/stockists', '/stock').pageType).toBe('content');
  });

  it('gives the page types the page-view ids 1-13, one each, none of them another event id', () => {
    expect(PAGE_VIEW_TYPES).toHaveLength(PAGE_VIEW_EVENT_IDS.last - PAGE_VIEW_EVENT_IDS.first + 1);
    const { first, last } = PAGE_VIEW_EVENT_IDS;
    expect(Object.values(ANALYTICS_EVENT_IDS).filter((id) => id >= first && id <= last)).toEqual([]);
  });
});
