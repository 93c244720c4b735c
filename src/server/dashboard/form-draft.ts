import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';

export const DRAFT_COOKIE = 'form-draft';
/** Past this a browser may drop the cookie: the draft is then not kept (the page shows the saved values). */
const MAX_COOKIE_VALUE = 3_800;

const ZDraft = z.object({ n: z.string(), s: z.string(), v: z.record(z.string(), z.string()) });

/** The dashboard area a draft cookie is sent to: the form's page and its post are both below it. */
export type TDraftPath = '/settings' | '/sites' | '/stock' | '/people' | '/invitation' | '/reservations';

function cookie(value: string, maxAge: number, path: TDraftPath, secure: boolean): string {
  return `${DRAFT_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A refused form's values, kept for the page the browser is sent back to (PRG without JavaScript): a
 * short-lived cookie holding the values (secrets left out) and a nonce the redirect's `?draft=` repeats, so only
 * that page view shows them. The page runs the form's schema on them again to place each message.
 */
export function draftCookie(options: {
  form: string;
  values: Record<string, string>;
  secretFields?: RegExp;
  path: TDraftPath;
  secure: boolean;
}) {
  const { form, values, secretFields, path, secure } = options;
  const nonce = randomBytes(9).toString('base64url');
  const kept = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== '' && !secretFields?.test(k)),
  );
  const packed = deflateRawSync(JSON.stringify({ n: nonce, s: form, v: kept })).toString('base64url');
  return {
    nonce,
    cookie:
      packed.length <= MAX_COOKIE_VALUE ? cookie(packed, 300, path, secure) : clearDraftCookie(path, secure),
  };
}

export function clearDraftCookie(path: TDraftPath, secure: boolean): string {
  return cookie('', 0, path, secure);
}

/** The draft's values when the cookie is this form's and carries the nonce of the URL; else null. */
export function readDraft(
  value: string | undefined,
  nonce: unknown,
  form: string,
): Record<string, string> | null {
  if (!value || typeof nonce !== 'string') return null;
  try {
    const draft = ZDraft.parse(JSON.parse(inflateRawSync(Buffer.from(value, 'base64url')).toString('utf8')));
    return draft.n === nonce && draft.s === form ? draft.v : null;
  } catch {
    return null;
  }
}
