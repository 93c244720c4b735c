import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDataLayerEvent } from './data-layer';

/** Save to watchlist (39): a car saved to this browser's favourites. */
export function watchlistEntry(car: { id: number; slug: string }): TDataLayerEvent {
  return {
    event: 'save_to_watchlist',
    event_id: ANALYTICS_EVENT_IDS.saveToWatchlist,
    car_id: car.id,
    car_slug: car.slug,
  };
}
