import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/env';

/**
 * The admin API's bearer token: ADMIN_TOKEN when set, else a random token kept in DATA_DIR/admin-token
 * (mode 0600), created by whichever of the server and the CLI needs it first.
 */
export function getAdminToken(
  settings: { token?: string; dataDir: string } = { token: env.ADMIN_TOKEN, dataDir: env.DATA_DIR },
): string {
  if (settings.token) return settings.token;
  const file = path.join(settings.dataDir, 'admin-token');
  if (!fs.existsSync(file)) createTokenFile(file);
  const token = fs.readFileSync(file, 'utf8').trim();
  if (token.length < 16) throw new Error(`${file} holds no usable token: delete it to make a new one`);
  return token;
}

/** Writes a token beside the file, then links it into place: a reader never sees a half-written file,
 * and when two processes race, the link fails for the second one and both read the first one's token. */
function createTokenFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
}

/** Whether an Authorization header carries `Bearer <expected>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | null, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1] || !expected) return false;
  // Hashing first gives equal lengths, so neither the token nor its length leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(expected));
}
