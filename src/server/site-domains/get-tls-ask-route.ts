import { env } from '@/env';
import { getDb } from '@/server/db/db';
import { withRoute } from '@/server/http/with-route';
import { isServedHost } from './is-served-host';

/**
 * GET /api/tls-ask?domain=: the question a reverse proxy with on-demand certificates (Caddy's `ask`) puts before
 * it gets a certificate for a host: 200 for a domain of a site or the dashboard's host, else 404, so nobody can
 * make it request certificates for names that are not ours (docs/going-live.md).
 */
export const getTlsAskRoute = withRoute({}, async ({ request }) => {
  const domain = new URL(request.url).searchParams.get('domain') ?? '';
  const served = await isServedHost(await getDb(), domain, env.DASHBOARD_HOST);
  return new Response(null, { status: served ? 200 : 404, headers: { 'cache-control': 'no-store' } });
});
