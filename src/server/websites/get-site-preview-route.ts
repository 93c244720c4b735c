import { cookies, draftMode } from 'next/headers';
import { withRoute } from '@/server/http/with-route';
import { serverSecret } from '@/server/payments/server-secret';
import { lookupSiteByKey } from './lookup-site-by-key';
import { siteKeyFromHost } from './site-key-from-host';
import {
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_SECONDS,
  signSitePreview,
  verifySitePreview,
} from './site-preview-token';

const EXPIRED =
  'This preview link has expired or is not for this address. Open the preview again from the dashboard (Go live).';

/**
 * GET /api/site-preview?token= on a site's own host: a link the dashboard signed for this site (a minute or two
 * old at most) turns on Next's draft mode for this browser and leaves it a preview cookie naming the site, then
 * sends it to the home page; anything else is a 404 (docs/adr/0031).
 */
export const getSitePreviewRoute = withRoute({}, async ({ request }) => {
  const site = await lookupSiteByKey(siteKeyFromHost(request.headers.get('host')));
  const token = new URL(request.url).searchParams.get('token');
  const now = Date.now();
  if (!site || verifySitePreview(token, 'link', now, serverSecret()) !== site.id) {
    return new Response(EXPIRED, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  (await draftMode()).enable();
  (await cookies()).set(
    PREVIEW_COOKIE,
    signSitePreview(site.id, 'cookie', now + PREVIEW_COOKIE_SECONDS * 1000, serverSecret()),
    {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: PREVIEW_COOKIE_SECONDS,
      secure: request.headers.get('x-forwarded-proto') === 'https',
    },
  );
  return new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } });
});
