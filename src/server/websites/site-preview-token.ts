import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that lets one browser see an unpublished site on the site's host (docs/adr/0031). */
export const PREVIEW_COOKIE = 'forecourt-preview';
/** A link from the dashboard is used at once: it only has to survive one redirect. */
export const PREVIEW_LINK_SECONDS = 120;
/** How long a browser keeps seeing the preview before it must open it from the dashboard again. */
export const PREVIEW_COOKIE_SECONDS = 3600;

/** `link`: the token in the dashboard's redirect; `cookie`: the value the site's host keeps in the browser. */
export type TPreviewPurpose = 'link' | 'cookie';

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`site-preview:${body}`).digest();
}

/** A token that lets its holder preview one site until `expiresAt` (ms), for one purpose, signed with `secret`. */
export function signSitePreview(
  siteId: number,
  purpose: TPreviewPurpose,
  expiresAt: number,
  secret: string,
): string {
  const body = `${siteId}.${purpose}.${Math.floor(expiresAt)}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The site a token lets its holder preview, when it is genuine, for this purpose and not expired; else null. */
export function verifySitePreview(
  token: string | null | undefined,
  purpose: TPreviewPurpose,
  now: number,
  secret: string,
): number | null {
  const match = /^(\d{1,9})\.(link|cookie)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match || match[2] !== purpose || Number(match[3]) <= now) return null;
  const given = Buffer.from(match[4]!, 'base64url');
  const expected = mac(secret, `${match[1]}.${match[2]}.${match[3]}`);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(match[1]) : null;
}
