import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { keptSecret } from './kept-secret';

/**
 * The admin API's bearer token: ADMIN_TOKEN when set, else a random token kept in DATA_DIR/admin-token
 * (mode 0600), created by whichever of the server and the CLI needs it first.
 */
export function getAdminToken(
  settings: { token?: string; dataDir: string } = { token: env.ADMIN_TOKEN, dataDir: env.DATA_DIR },
): string {
  return settings.token ?? keptSecret(settings.dataDir, 'admin-token');
}

/** The token of an Authorization header `Bearer <token>`; null for any other header or none. */
export function bearerToken(authorization: string | null): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}

/** Whether an Authorization header carries `Bearer <expected>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | null, expected: string): boolean {
  const token = bearerToken(authorization);
  if (!token || !expected) return false;
  // Hashing first gives equal lengths, so neither the token nor its length leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(token), digest(expected));
}
