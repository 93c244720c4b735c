import { pageViewEvent } from '@/domain/analytics/page-view-event';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDataLayerEvent } from './data-layer';

/** The page-view event (ids 1-13 by page type) of a location. */
export function pageViewEntry(location: Pick<Location, 'pathname'>, searchPath?: string): TDataLayerEvent {
  const { pageType, eventId } = pageViewEvent(location.pathname, searchPath);
  return { event: 'page_view', event_id: eventId, page_type: pageType, path: location.pathname };
}

/** Save to watchlist (39): a car saved to this browser's favourites. */
export function watchlistEntry(car: { id: number; slug: string }): TDataLayerEvent {
  return {
    event: 'save_to_watchlist',
    event_id: ANALYTICS_EVENT_IDS.saveToWatchlist,
    car_id: car.id,
    car_slug: car.slug,
  };
}

/** Marks a Get Directions link; its value is the location's id, sent with the directions event (41). */
export const DIRECTIONS_ATTRIBUTE = 'data-directions';

/** The directions event (41) of a click on a Get Directions link (an `a[data-directions]`), or null. */
export function directionsEntry(target: EventTarget | null): TDataLayerEvent | null {
  const link =
    target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${DIRECTIONS_ATTRIBUTE}]`) : null;
  if (!link) return null;
  const locationId = Number(link.getAttribute(DIRECTIONS_ATTRIBUTE));
  return {
    event: 'directions',
    event_id: ANALYTICS_EVENT_IDS.directions,
    ...(Number.isInteger(locationId) && locationId > 0 ? { location_id: locationId } : {}),
  };
}

/** The calculator event (26): a buyer worked out a repayment with their own deposit, term and final payment. */
export function calculatorEntry(input: {
  carId: number;
  depositPercent: number;
  balloonPercent: number;
  termMonths: number;
  weekly: number;
}): TDataLayerEvent {
  return {
    event: 'calculator',
    event_id: ANALYTICS_EVENT_IDS.calculator,
    car_id: input.carId,
    deposit_percent: input.depositPercent,
    balloon_percent: input.balloonPercent,
    term_months: input.termMonths,
    weekly: input.weekly,
  };
}
