import { z } from 'zod';

/** A code typed at the second sign-in step: the authenticator app's 6 digits, or a recovery code. */
export type TAuthenticationCode = { kind: 'totp' | 'recovery'; code: string };

const TOTP = /^\d{6}$/;
// Recovery codes are 10 lower-case letters and digits shown as two groups of five (abcde-12345).
const RECOVERY = /^([a-z0-9]{5})-?([a-z0-9]{5})$/;

/** The code as the auth library checks it (spaces dropped, a recovery code in lower case with its hyphen); else null. */
export function readAuthenticationCode(typed: string): TAuthenticationCode | null {
  const compact = typed.replace(/\s+/g, '');
  if (TOTP.test(compact)) return { kind: 'totp', code: compact };
  const recovery = RECOVERY.exec(compact.toLowerCase());
  return recovery ? { kind: 'recovery', code: `${recovery[1]}-${recovery[2]}` } : null;
}

/** The "Authentication code" field: required, and shaped like an app's code or a recovery code. */
export const ZAuthenticationCode = z
  .string()
  .max(64)
  .transform((typed, ctx) => {
    if (typed.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'missing' });
      return z.NEVER;
    }
    const code = readAuthenticationCode(typed);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'format' });
      return z.NEVER;
    }
    return code;
  });

/** Just the app's 6 digits (confirming a new authenticator: a recovery code does not prove the app works). */
export const ZAppCode = z
  .string()
  .max(64)
  .transform((typed, ctx) => {
    const compact = typed.replace(/\s+/g, '');
    if (TOTP.test(compact)) return compact;
    ctx.addIssue({ code: 'custom', message: compact === '' ? 'missing' : 'format' });
    return z.NEVER;
  });
