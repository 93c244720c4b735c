import type { z } from 'zod';
import { siteInputGate, type TSiteInput, type TSiteInputOptions } from './site-input-gate';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/**
 * A public form post to a site (leads, partner relays, valuations, events, payment intents, the buyer's
 * hold): the site input gate with the Origin checked (siteInputGate), refusals as JSON or, for a form posted
 * without JavaScript, as a page.
 *
 * ```ts
 * export const postValuationRoute = withSiteForm({ schema: ZValuationRequest }, async ({ site, input }) => …);
 * ```
 */
export function withSiteForm<TSchema extends z.ZodType, TParams = Record<string, string>>(
  options: TSiteInputOptions<TSchema>,
  handler: (context: TRouteContext<TSiteInput<z.output<TSchema>>, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  return withRoute({ gate: siteInputGate(options), formPages: true }, handler);
}
