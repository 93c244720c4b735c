import type { Server } from 'node:http';

export type TRequestTimeouts = {
  /** Time allowed for a request's headers (Node's `headersTimeout`): slow headers are cut off with 408. */
  headersMs: number;
  /** Time allowed for a whole request, body included (Node's `requestTimeout`): a lying body gets 408. */
  requestMs: number;
};

/** Node checks its timeouts on this period; a tenth of the headers timeout keeps a refusal within 10% late. */
const checkEveryMs = (timeouts: TRequestTimeouts) =>
  Math.max(250, Math.min(1_000, Math.floor(timeouts.headersMs / 10)));

/** Node's own name for the timer that checks each connection's timeouts (lib/_http_server.js). */
const CHECK_TIMER = 'http.server.connectionsCheckingInterval';

/**
 * Sets Node's headers and request timeouts on `server` and makes Node check them every second. Node reads
 * `connectionsCheckingInterval` (30 s by default) only when the server starts listening, before instrumentation
 * runs, so its running timer is swapped for one on the shorter period: without that, a 30 s request timeout ends
 * a lying request 30 to 60 s in. Returns false when Node's timer was not found (the timeouts still apply, checked
 * on Node's own period).
 */
export function applyRequestTimeouts(server: Server, timeouts: TRequestTimeouts): boolean {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  const every = checkEveryMs(timeouts);
  const key = Object.getOwnPropertySymbols(server).find((symbol) => symbol.description === CHECK_TIMER);
  const record = server as unknown as Record<symbol, NodeJS.Timeout | undefined>;
  const timer = key ? record[key] : undefined;
  const check = (timer as unknown as { _onTimeout?: () => void } | undefined)?._onTimeout;
  if (!key || !timer || typeof check !== 'function') return false;
  clearInterval(timer);
  record[key] = setInterval(check, every).unref();
  return true;
}
