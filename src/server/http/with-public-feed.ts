import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/**
 * A public, cacheable GET that is no page (sitemap, robots.txt, favicon, media): no rate limit and no Origin
 * check, as crawlers and image caches fetch it; a failure is answered `Cache-Control: no-store`, so no cache
 * keeps it. The handler sets its own caching headers.
 */
export function withPublicFeed<TParams = Record<string, string>>(
  handler: (context: TRouteContext<object, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  return withRoute({ refusalHeaders: { 'Cache-Control': 'no-store' } }, handler);
}
