import { eq } from 'drizzle-orm';
import { goLiveChecklist, mayPublish } from '@/domain/publishing/go-live-checklist';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { loadGoLiveFacts } from './load-go-live-facts';

export type TPublishResult = { ok: true; websiteId: number } | { ok: false; reason: 'blocked' };

/**
 * Publishes a site the person may edit (refused while a blocker of its checklist stands) or unpublishes it; a
 * site already in that state is left as it is. Audited (`settings.publish`, `settings.unpublish`).
 */
export async function setSitePublished(
  db: TDb,
  viewer: TViewer,
  slug: string,
  publish: boolean,
  now = new Date(),
): Promise<TPublishResult> {
  const site = await findEditableSite(db, viewer, slug);
  if (publish && !mayPublish(goLiveChecklist(await loadGoLiveFacts(db, site)))) {
    return { ok: false, reason: 'blocked' };
  }
  if (Boolean(site.publishedAt) === publish) return { ok: true, websiteId: site.id };
  await db.transaction(async (tx) => {
    await tx
      .update(websites)
      .set({ publishedAt: publish ? now : null })
      .where(eq(websites.id, site.id));
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: publish ? 'settings.publish' : 'settings.unpublish',
      before: { publishedAt: site.publishedAt?.toISOString() ?? null },
      after: { publishedAt: publish ? now.toISOString() : null },
    });
  });
  return { ok: true, websiteId: site.id };
}
