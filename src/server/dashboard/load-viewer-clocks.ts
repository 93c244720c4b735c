import type { TDb } from '@/server/db/client';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from './lead-scope';
import { loadResponseClocks, type TResponseClock } from './load-response-clocks';
import type { TViewer } from './viewer.types';

/** The response clocks of every site and dealership the person may see leads of (for overdue). */
export function loadViewerClocks(db: TDb, viewer: TViewer): Promise<TResponseClock[]> {
  return loadResponseClocks(
    db,
    isPlatformAdmin(viewer)
      ? 'all'
      : {
          websiteIds: siteIdsOf(viewer),
          dealershipIds: dealershipIdsOf(viewer, ['dealership_manager', 'salesperson']),
        },
  );
}
