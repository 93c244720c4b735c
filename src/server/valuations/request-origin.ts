/**
 * The site's origin as the visitor reached it, e.g. http://demo.localhost:3000: the proxy's forwarded
 * host and protocol first, else the Host header. Only http and https are taken as the protocol.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const forwarded = request.headers.get('x-forwarded-proto');
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : url.protocol.slice(0, -1);
  return `${proto}://${host}`;
}
