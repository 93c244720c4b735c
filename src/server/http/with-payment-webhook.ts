import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/**
 * A payment processor's event: no Origin check or rate limit (a processor retries from its own addresses and
 * must not be refused), and the body is left unread, since the handler verifies the processor's signature on
 * the raw bytes (handlePaymentWebhook).
 */
export function withPaymentWebhook<TParams>(
  handler: (context: TRouteContext<object, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  return withRoute({}, handler);
}
