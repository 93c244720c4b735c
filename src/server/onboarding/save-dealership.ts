import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDealershipInput } from '@/domain/onboarding/dealership.schema';
import type { TDb } from '@/server/db/client';
import { dealerships, websiteDealerships, websites } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { findSiteDealership } from './site-dealerships';

export const DEALERSHIP_SLUG_TAKEN = 'is taken by another dealership: choose another';

type TSaved = { id: number; siteIds: number[] } | { errors: Record<string, string> };

function columns(input: TDealershipInput) {
  const { makes, licence, ...rest } = input;
  return { ...rest, licenceNumber: licence, manufacturers: makes };
}

/** The sites showing a dealership, whose cache tags the caller revalidates. */
async function sitesShowing(db: TDb, dealershipId: number): Promise<number[]> {
  const rows = await db
    .select({ id: websiteDealerships.websiteId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.dealershipId, dealershipId));
  return rows.map((r) => r.id);
}

/** Whether another dealership (of any site: the slug is the dealership's own address) has the slug. */
export async function isDealershipSlugTaken(db: TDb, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(
      exceptId ? and(eq(dealerships.slug, slug), ne(dealerships.id, exceptId)) : eq(dealerships.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A new dealership of the site (for whoever may change its settings), linked to it, and its head dealership
 * when it has none yet; audited as `dealership.create`.
 */
export async function createDealership(
  db: TDb,
  viewer: TViewer,
  slug: string,
  input: TDealershipInput,
): Promise<TSaved> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const site = await findEditableSite(tx, viewer, slug);
    if (await isDealershipSlugTaken(tx, input.slug)) return { errors: { slug: DEALERSHIP_SLUG_TAKEN } };
    const [row] = await tx.insert(dealerships).values(columns(input)).returning();
    await tx.insert(websiteDealerships).values({ websiteId: site.id, dealershipId: row!.id });
    await tx
      .update(websites)
      .set({ dealershipId: row!.id, updatedAt: new Date() })
      .where(and(eq(websites.id, site.id), isNull(websites.dealershipId)));
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'dealership.create',
      before: null,
      after: { ...row! },
    });
    return { id: row!.id, siteIds: [site.id] };
  });
}

/** A dealership of the site changed (for whoever may change its settings); audited as `dealership.update`. */
export async function updateDealership(
  db: TDb,
  viewer: TViewer,
  slug: string,
  id: number,
  input: TDealershipInput,
): Promise<TSaved> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const { site, dealership } = await findSiteDealership(tx, viewer, slug, id);
    if (await isDealershipSlugTaken(tx, input.slug, id)) return { errors: { slug: DEALERSHIP_SLUG_TAKEN } };
    const [row] = await tx.update(dealerships).set(columns(input)).where(eq(dealerships.id, id)).returning();
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'dealership.update',
      before: { ...dealership },
      after: { ...row! },
    });
    return { id, siteIds: await sitesShowing(tx, id) };
  });
}
