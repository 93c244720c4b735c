import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { siteDomains } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';

/**
 * Makes one of a site's domains its canonical one (the address its pages name; its other domains are sent
 * there). Audited; answers the site's id.
 */
export async function chooseCanonicalDomain(
  db: TDb,
  viewer: TViewer,
  slug: string,
  host: string,
): Promise<number> {
  const site = await findEditableSite(db, viewer, slug);
  return db.transaction(async (tx) => {
    const [chosen] = await tx
      .select({ id: siteDomains.id })
      .from(siteDomains)
      .where(and(eq(siteDomains.websiteId, site.id), eq(siteDomains.host, host)));
    if (!chosen) throw new DashboardError('no_domain');
    const [before] = await tx
      .update(siteDomains)
      .set({ canonical: false })
      .where(and(eq(siteDomains.websiteId, site.id), eq(siteDomains.canonical, true)))
      .returning({ host: siteDomains.host });
    await tx.update(siteDomains).set({ canonical: true }).where(eq(siteDomains.id, chosen.id));
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.domains.canonical',
      before: { canonical: before?.host ?? null },
      after: { canonical: host },
    });
    return site.id;
  });
}
