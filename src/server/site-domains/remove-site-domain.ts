import { and, asc, eq } from 'drizzle-orm';
import { wwwTwin } from '@/domain/domains/site-host';
import type { TDb } from '@/server/db/client';
import { siteDomains } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';

/**
 * Removes one domain of a site the person may edit; when it was the canonical one, its twin (else the first
 * left by name) becomes canonical, so a site with domains always has one. Audited; answers the site's id.
 */
export async function removeSiteDomain(
  db: TDb,
  viewer: TViewer,
  slug: string,
  host: string,
): Promise<number> {
  const site = await findEditableSite(db, viewer, slug);
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(siteDomains)
      .where(and(eq(siteDomains.websiteId, site.id), eq(siteDomains.host, host)))
      .returning();
    if (!removed) throw new DashboardError('no_domain');
    let canonical: string | null = null;
    if (removed.canonical) {
      const left = await tx
        .select({ id: siteDomains.id, host: siteDomains.host })
        .from(siteDomains)
        .where(eq(siteDomains.websiteId, site.id))
        .orderBy(asc(siteDomains.host));
      const next = left.find((d) => d.host === wwwTwin(host)) ?? left[0];
      if (next) {
        await tx.update(siteDomains).set({ canonical: true }).where(eq(siteDomains.id, next.id));
        canonical = next.host;
      }
    }
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.domains.remove',
      before: { host, canonical: removed.canonical },
      after: canonical ? { canonical } : null,
    });
    return site.id;
  });
}
