import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { siteDomains } from '@/server/db/schema';
import { isDashboardHost } from '@/server/http/is-dashboard-host';

/** Whether a host name is ours to serve over TLS: a domain of a site (published or not) or the dashboard's host. */
export async function isServedHost(
  db: Pick<TDb, 'select'>,
  host: string,
  dashboardHost: string,
): Promise<boolean> {
  const name = host.trim().toLowerCase();
  if (name === '' || name.length > 253) return false;
  if (isDashboardHost(name, dashboardHost)) return true;
  const [found] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(eq(siteDomains.host, name))
    .limit(1);
  return Boolean(found);
}
