import { cookies, draftMode } from 'next/headers';
import { serverSecret } from '@/server/payments/server-secret';
import { PREVIEW_COOKIE, verifySitePreview } from './site-preview-token';

/**
 * Whether this page request comes from a browser previewing the site: Next's draft mode is on (so nothing cached
 * is served to it, and nothing it sees is cached) and its preview cookie names this site. Read only for an
 * unpublished site, so published pages never touch the request.
 */
export async function isPreviewing(siteId: number): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return verifySitePreview(token, 'cookie', Date.now(), serverSecret()) === siteId;
}
