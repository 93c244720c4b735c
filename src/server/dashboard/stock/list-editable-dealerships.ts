import { stockAccess } from '@/domain/dashboard/stock-access';
import type { TDb } from '@/server/db/client';
import { websiteDealerships } from '@/server/db/schema';
import { listViewerDealerships, type TViewerDealership } from '../list-viewer-dealerships';
import type { TViewer } from '../viewer.types';

/** The dealerships whose stock the person may change (for the import and API key forms). */
export async function listEditableDealerships(db: TDb, viewer: TViewer): Promise<TViewerDealership[]> {
  const [all, links] = await Promise.all([
    listViewerDealerships(db, viewer),
    db.select().from(websiteDealerships),
  ]);
  return all.filter(
    (d) =>
      stockAccess(viewer.memberships, {
        id: d.id,
        websiteIds: links.filter((l) => l.dealershipId === d.id).map((l) => l.websiteId),
      }) === 'edit',
  );
}
