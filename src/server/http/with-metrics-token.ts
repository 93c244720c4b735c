import { connection } from 'next/server';
import { bearerTokenMatches } from '@/server/admin/admin-token';
import { RouteError } from './route-error';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/** Where the token comes from: METRICS_TOKEN in the app, a fixture in tests. */
export type TMetricsTokenOptions = { token: () => string | undefined };

/**
 * A scrape endpoint (GET /metrics): answered at request time (connection()), for `Authorization: Bearer <token>`
 * compared in constant time; 401 with `WWW-Authenticate: Bearer` for any other, and 404 while no token is set,
 * so an unconfigured server does not even show that it has metrics. Refusals are JSON, never cached.
 */
export function withMetricsToken(
  { token }: TMetricsTokenOptions,
  handler: (context: TRouteContext<object, Record<string, string>>) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  return withRoute(
    {
      refusalHeaders: { 'Cache-Control': 'no-store' },
      gate: async (request) => {
        await connection();
        const expected = token();
        if (!expected) throw new RouteError(404, 'Not found.');
        if (!bearerTokenMatches(request.headers.get('authorization'), expected)) {
          throw new RouteError(401, 'A valid metrics bearer token is required.', 'authorization', {
            'WWW-Authenticate': 'Bearer realm="metrics"',
          });
        }
        return {};
      },
    },
    handler,
  );
}
