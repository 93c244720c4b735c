import type { z } from 'zod';
import { siteInputGate, type TSiteInput, type TSiteInputOptions } from './site-input-gate';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/**
 * JSON a site's pages fetch (search, autocomplete, similar cars, favourites, test-drive times, a hold's
 * status): the site input gate on the query string, without the Origin check unless asked for (a GET
 * changes nothing); refusals as JSON, or a page for a browser that navigated to it.
 *
 * ```ts
 * export const getSearchRoute = withSitePageData({ schema: ZSearchQuery }, async ({ site, input }) => …);
 * ```
 */
export function withSitePageData<TSchema extends z.ZodType, TParams = Record<string, string>>(
  options: TSiteInputOptions<TSchema>,
  handler: (context: TRouteContext<TSiteInput<z.output<TSchema>>, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  return withRoute({ gate: siteInputGate({ origin: false, ...options }), formPages: true }, handler);
}
