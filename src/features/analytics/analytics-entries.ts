import { pageViewEvent } from '@/domain/analytics/page-view-event';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDataLayerEvent } from './data-layer';

/** The page-view event (ids 1-13 by page type) of a location. */
export function pageViewEntry(location: Pick<Location, 'pathname'>, searchPath?: string): TDataLayerEvent {
  const { pageType, eventId } = pageViewEvent(location.pathname, searchPath);
  return { event: 'page_view', event_id: eventId, page_type: pageType, path: location.pathname };
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

/** The click-to-call event (25) of a click on a tel: link, or null; the link's data-car-id, when it has one, names the car. */
export function clickToCallEntry(target: EventTarget | null): TDataLayerEvent | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="tel:"]') : null;
  if (!link) return null;
  const carId = Number(link.dataset.carId);
  return {
    event: 'click_to_call',
    event_id: ANALYTICS_EVENT_IDS.clickToCall,
    phone: link.getAttribute('href')!.slice('tel:'.length),
    ...(Number.isInteger(carId) && carId > 0 ? { car_id: carId } : {}),
  };
}
