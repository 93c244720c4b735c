import { isProductionMode } from '@/server/forecourt-mode';

/** Throws in production mode: the demo's data and users are written only where FORECOURT_MODE is demo. */
export function refuseInProductionMode(what: string): void {
  if (!isProductionMode()) return;
  throw new Error(
    `Production mode (FORECOURT_MODE=production, or a postgres:// DATABASE_URL): ${what} are never written here. ` +
      'The demo goes on a database of its own: `npm run demo` with FORECOURT_MODE=demo.',
  );
}
