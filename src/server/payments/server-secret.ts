import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';

/** The server's own secret (AUTH_SECRET, else the one kept in DATA_DIR): the demo processor signs with it. */
export function serverSecret(): string {
  return env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret');
}
