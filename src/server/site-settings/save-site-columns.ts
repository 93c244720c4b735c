import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from './editable-sites';

type TWebsiteColumns = Partial<Omit<typeof websites.$inferInsert, 'id' | 'slug' | 'createdAt' | 'updatedAt'>>;

/** Secrets in an audit entry: whether one is set, never the value. */
export type TRedact = (values: Record<string, unknown>) => Record<string, unknown>;

/**
 * Writes some of a site's columns, after checking the person may change that site, and records the change in
 * the audit log (the columns before and after, passed through `redact`, plus what `extra` wrote and reports)
 * in the same transaction. `values` may be worked out from the site's id (a secret sealed for it). Returns the
 * site's id, whose cache tag the caller revalidates once the write is committed.
 */
export async function saveSiteColumns(
  db: TDb,
  viewer: TViewer,
  slug: string,
  action: string,
  columns: TWebsiteColumns | ((websiteId: number) => TWebsiteColumns),
  redact: TRedact = (v) => v,
  extra?: (tx: TDb, websiteId: number) => Promise<Record<string, unknown>>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const site = await findEditableSite(tx as unknown as TDb, viewer, slug);
    const values = typeof columns === 'function' ? columns(site.id) : columns;
    const keys = Object.keys(values) as (keyof TWebsiteColumns)[];
    const before = Object.fromEntries(keys.map((k) => [k, site[k]]));
    await tx
      .update(websites)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(websites.id, site.id));
    const extraAfter = extra ? await extra(tx as unknown as TDb, site.id) : {};
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action,
      before: redact(before),
      after: { ...redact(values as Record<string, unknown>), ...extraAfter },
    });
    return site.id;
  });
}
