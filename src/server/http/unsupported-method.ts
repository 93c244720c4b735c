import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/** Set on a request whose method no route answers, naming it; the proxy answers such a request 405. */
export const UNSUPPORTED_METHOD_HEADER = 'x-forecourt-unsupported-method';

/** Methods the WHATWG Request (so Next.js) refuses to construct, failing with a 500 before any route runs. */
export const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

let marking = false;

/**
 * Lets a TRACE/TRACK/CONNECT request reach the proxy, which refuses it with a 405: the request goes on as a
 * GET carrying UNSUPPORTED_METHOD_HEADER (which no client can set: it is removed from every other request).
 * Called once from instrumentation.ts.
 */
export function markUnsupportedMethods(): void {
  if (marking) return;
  marking = true;
  subscribe('http.server.request.start', (message) => {
    const request = (message as { request: IncomingMessage }).request;
    delete request.headers[UNSUPPORTED_METHOD_HEADER];
    const method = request.method?.toUpperCase() ?? '';
    if (!UNSUPPORTED_METHODS.has(method)) return;
    request.headers[UNSUPPORTED_METHOD_HEADER] = method;
    request.method = 'GET';
  });
}
