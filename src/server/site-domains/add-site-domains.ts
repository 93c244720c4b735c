import { and, inArray, ne } from 'drizzle-orm';
import { wwwTwin } from '@/domain/domains/site-host';
import type { TDb } from '@/server/db/client';
import { siteDomains, websites } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { listSiteDomains } from './list-site-domains';

export type TAddDomainResult =
  | { ok: true; websiteId: number; added: string[] }
  | { ok: false; reason: 'taken' | 'reserved'; host: string };

const LOCAL_SLUG = /^([a-z0-9-]+)\.localhost$/;

/** Whether Postgres refused a row for a unique constraint (another request saved the host first). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Adds a domain to a site the person may edit, with its www. twin when asked (`www.x` for `x`, `x` for `www.x`).
 * Refused when another site has either host (`taken`), or either is another site's own `{slug}.localhost` or the
 * dashboard's host (`reserved`). The first domain of a site becomes its canonical one, the `www.` host of a new
 * pair. Audited; a host the site already has is kept as it is.
 */
export async function addSiteDomains(
  db: TDb,
  viewer: TViewer,
  slug: string,
  input: { host: string; twin: boolean; dashboardHost: string },
): Promise<TAddDomainResult> {
  const site = await findEditableSite(db, viewer, slug);
  const twin = input.twin ? wwwTwin(input.host) : null;
  const hosts = twin ? [input.host, twin] : [input.host];
  const dashboardName = input.dashboardHost.toLowerCase().replace(/:\d+$/, '');
  const reserved = hosts.find((h) => h === dashboardName);
  if (reserved) return { ok: false, reason: 'reserved', host: reserved };
  const slugs = hosts.flatMap((h) => LOCAL_SLUG.exec(h)?.[1] ?? []);
  if (slugs.length > 0) {
    const [other] = await db
      .select({ slug: websites.slug })
      .from(websites)
      .where(and(inArray(websites.slug, slugs), ne(websites.id, site.id)))
      .limit(1);
    if (other) return { ok: false, reason: 'reserved', host: `${other.slug}.localhost` };
  }
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx
        .select({ host: siteDomains.host, websiteId: siteDomains.websiteId })
        .from(siteDomains)
        .where(inArray(siteDomains.host, hosts));
      const taken = hosts
        .map((h) => existing.find((d) => d.host === h && d.websiteId !== site.id))
        .find(Boolean);
      if (taken) return { ok: false, reason: 'taken', host: taken.host } as const;
      const added = hosts.filter((h) => !existing.some((d) => d.host === h));
      const current = await listSiteDomains(tx, site.id);
      const canonical = current.some((d) => d.canonical)
        ? null
        : (added.find((h) => h.startsWith('www.')) ?? added[0] ?? null);
      if (added.length > 0) {
        await tx
          .insert(siteDomains)
          .values(added.map((host) => ({ websiteId: site.id, host, canonical: host === canonical })));
      }
      await recordAudit(tx, viewer, {
        websiteId: site.id,
        action: 'settings.domains.add',
        before: { domains: current.map((d) => d.host) },
        after: { added, canonical },
      });
      return { ok: true, websiteId: site.id, added } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken', host: input.host };
    throw error;
  }
}
