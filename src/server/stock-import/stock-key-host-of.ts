import { env } from '@/env';
import { isDashboardHost } from '@/server/http/is-dashboard-host';
import { lookupSiteByKey } from '@/server/websites/lookup-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';

/** What a stock route's host is (stockImportAccess's hostOf): the dashboard's, or the id of the site it names. */
export async function stockKeyHostOf(host: string | null): Promise<'dashboard' | number | null> {
  if (isDashboardHost(host, env.DASHBOARD_HOST)) return 'dashboard';
  return (await lookupSiteByKey(siteKeyFromHost(host)))?.id ?? null;
}
