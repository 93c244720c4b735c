import { dealerSiteOrigin } from '@/domain/dashboard/dealer-site-origin';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { getDb } from '@/server/db/db';
import { withDashboardRead } from '@/server/http/with-dashboard-read';
import { serverSecret } from '@/server/payments/server-secret';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { listSiteDomains } from '@/server/site-domains/list-site-domains';
import { PREVIEW_LINK_SECONDS, signSitePreview } from '@/server/websites/site-preview-token';

/**
 * GET /settings/{site}/publish/preview: for a person who may edit the site, a 303 to the site's own host with a
 * short-lived signed link, which turns on the preview for that browser there (docs/adr/0031).
 */
export const getPreviewLink = withDashboardRead(async ({ viewer, params, request }) => {
  const db = await getDb();
  const site = await findEditableSite(db, viewer, params.site ?? '').catch((error: unknown) => {
    if (error instanceof DashboardError) return null;
    throw error;
  });
  if (!site) return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
  const canonicalHost = (await listSiteDomains(db, site.id)).find((d) => d.canonical)?.host ?? null;
  const origin = dealerSiteOrigin({ slug: site.slug, canonicalHost }, request.headers.get('host'));
  const token = signSitePreview(site.id, 'link', Date.now() + PREVIEW_LINK_SECONDS * 1000, serverSecret());
  return new Response(null, {
    status: 303,
    headers: { location: `${origin}/api/site-preview?token=${token}`, 'cache-control': 'no-store' },
  });
});
