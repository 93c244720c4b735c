import { connection } from 'next/server';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/**
 * An operations endpoint (health): answered at request time, never prerendered or cached (connection()), for
 * probes, the start script and scripts that must not open ./data twice.
 */
export function withOperations(
  handler: (context: TRouteContext<object, Record<string, string>>) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  return withRoute(
    {
      gate: async () => {
        await connection();
        return {};
      },
    },
    handler,
  );
}
