import { eq } from 'drizzle-orm';
import type { TSiteRedirect } from '@/server/redirects/parse-redirects-csv';
import type { TDb } from '@/server/db/client';
import { siteRedirects } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { listSiteRedirects } from './list-site-redirects';

const INSERT_BATCH = 500;

/**
 * Replaces a site's redirects with `redirects` (the person must be allowed the site), in one transaction,
 * audited as `settings.redirects` with the counts before and after. Returns the site's id.
 */
export async function saveSiteRedirects(
  db: TDb,
  viewer: TViewer,
  slug: string,
  redirects: readonly TSiteRedirect[],
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const site = await findEditableSite(tx, viewer, slug);
    const before = await listSiteRedirects(tx, site.id);
    await tx.delete(siteRedirects).where(eq(siteRedirects.websiteId, site.id));
    for (let i = 0; i < redirects.length; i += INSERT_BATCH)
      await tx
        .insert(siteRedirects)
        .values(redirects.slice(i, i + INSERT_BATCH).map((r) => ({ websiteId: site.id, ...r })));
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.redirects',
      before: { redirects: before.length },
      after: { redirects: redirects.length },
    });
    return site.id;
  });
}
