import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/** Response headers that would reveal internal routes (`/sites/{site}/…`): Next.js sets it on every rewrite. */
const INTERNAL = new Set(['x-middleware-rewrite']);

let hiding = false;

/**
 * Drops INTERNAL headers from every response of this process's HTTP servers. Next.js sets
 * `x-middleware-rewrite` on the response of any proxy rewrite (the browser's router does not read it), and
 * its config `headers()` can add headers but not remove one. Called once from instrumentation.ts.
 */
export function hideInternalHeaders(): void {
  if (hiding) return;
  hiding = true;
  subscribe('http.server.request.start', (message) => {
    const response = (message as { response: ServerResponse }).response;
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) =>
      INTERNAL.has(name.toLowerCase()) ? response : setHeader(name, value);
  });
}
