import { eq } from 'drizzle-orm';
import type { TNewSite } from '@/domain/onboarding/new-site.schema';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { isPlatformAdmin } from '@/server/dashboard/lead-scope';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { newSiteRow } from './new-site-row';

export const SITE_SLUG_TAKEN = 'is taken by another site: choose another';

export async function isSiteSlugTaken(db: TDb, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug)).limit(1);
  return Boolean(row);
}

/**
 * Creates a site (platform admins only: anyone else is not_found, as any page outside their scope), audited as
 * `site.create`. A slug another site has is refused at the slug field.
 */
export async function createSite(
  db: TDb,
  viewer: TViewer,
  input: TNewSite,
): Promise<{ id: number; slug: string } | { errors: Record<string, string> }> {
  if (!isPlatformAdmin(viewer)) throw new DashboardError('not_found');
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    if (await isSiteSlugTaken(tx, input.slug)) return { errors: { slug: SITE_SLUG_TAKEN } };
    const [site] = await tx
      .insert(websites)
      .values(newSiteRow(input))
      .returning({ id: websites.id, slug: websites.slug });
    await recordAudit(tx, viewer, {
      websiteId: site!.id,
      action: 'site.create',
      before: null,
      after: { ...input },
    });
    return site!;
  });
}
