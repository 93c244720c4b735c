import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';

type TTracker = {
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  closing: boolean;
  idle: Array<() => void>;
};

// Per process: instrumentation.ts subscribes once, whichever bundle loads this module.
const globalForRequests = globalThis as unknown as { forecourtRequests?: TTracker };

function tracker(): TTracker {
  globalForRequests.forecourtRequests ??= {
    servers: new Set(),
    inFlight: new Set(),
    closing: false,
    idle: [],
  };
  return globalForRequests.forecourtRequests;
}

/**
 * Counts the requests in flight and learns the HTTP server from them, through Node's `http.server.request.start`
 * diagnostics channel: Next.js's start-server (or a standalone server.js) keeps its http.Server to itself, and the
 * channel names it with every request, whichever of the two started it. Called once from instrumentation.ts.
 */
export function trackRequests(): void {
  if (globalForRequests.forecourtRequests) return;
  const state = tracker();
  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as { response: ServerResponse; server: Server };
    state.servers.add(server);
    // A request on a kept-alive connection during a shutdown is served, and its connection closed after it.
    if (state.closing) response.shouldKeepAlive = false;
    state.inFlight.add(response);
    response.once('close', () => {
      state.inFlight.delete(response);
      if (state.inFlight.size === 0) for (const resolve of state.idle.splice(0)) resolve();
    });
  });
}

/** How many requests are being answered now. */
export function requestsInFlight(): number {
  return tracker().inFlight.size;
}

/**
 * Stops taking requests: the servers stop listening and close their idle kept-alive connections, and answers still
 * to be written close their connection after them. Resolves when no request is in flight.
 */
export function stopTakingRequests(): Promise<void> {
  const state = tracker();
  state.closing = true;
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  for (const response of state.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  if (state.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => state.idle.push(resolve));
}

/** Drops every connection still open (the grace period is over). */
export function closeAllConnections(): void {
  for (const server of tracker().servers) server.closeAllConnections();
}
