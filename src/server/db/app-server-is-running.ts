import { env } from '@/env';

/**
 * Whether the app server answers on PORT. PGlite allows one process per data directory and a running server
 * owns it, so scripts that open ./data themselves must not run beside it. Any HTTP answer means running.
 */
export async function appServerIsRunning(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${env.PORT}/api/health`, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
}
