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

/** Whether an Authorization header carries `Bearer <expected>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | null, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1] || !expected) return false;
  // Hashing first gives equal lengths, so neither the token nor its length leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(expected));
}
