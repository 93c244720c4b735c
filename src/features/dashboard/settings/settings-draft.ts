import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { TFormValues } from './section.types';

export const DRAFT_COOKIE = 'settings-draft';
/** Past this a browser may drop the cookie: the draft is then not kept (the page shows the saved values). */
const MAX_COOKIE_VALUE = 3_800;

const ZDraft = z.object({ n: z.string(), s: z.string(), v: z.record(z.string(), z.string()) });

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${DRAFT_COOKIE}=${value}; Path=/settings; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A refused form's values, kept for the page the browser is sent back to (PRG without JavaScript): a
 * short-lived cookie holding the values (secrets left out) and a nonce the redirect's `?draft=` repeats, so only
 * that page view shows them. The page runs the section's schema on them again to place each message.
 */
export function draftCookie(
  section: string,
  values: TFormValues,
  secretFields: RegExp | undefined,
  secure: boolean,
) {
  const nonce = randomBytes(9).toString('base64url');
  const kept = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== '' && !secretFields?.test(k)),
  );
  const packed = deflateRawSync(JSON.stringify({ n: nonce, s: section, v: kept })).toString('base64url');
  return {
    nonce,
    cookie: packed.length <= MAX_COOKIE_VALUE ? cookie(packed, 300, secure) : clearDraftCookie(secure),
  };
}

export function clearDraftCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

/** The draft's values when the cookie is this section's and carries the nonce of the URL; else null. */
export function readDraft(value: string | undefined, nonce: unknown, section: string): TFormValues | null {
  if (!value || typeof nonce !== 'string') return null;
  try {
    const draft = ZDraft.parse(JSON.parse(inflateRawSync(Buffer.from(value, 'base64url')).toString('utf8')));
    return draft.n === nonce && draft.s === section ? draft.v : null;
  } catch {
    return null;
  }
}
