import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Calls `setUp` once for each HTTP server of this process, on its first connection (Node's `net.server.socket`
 * channel), before that connection's first request: `next start` and the standalone server.js create their server
 * before instrumentation runs and expose no hook for it. Returns the unsubscribe (for tests).
 */
export function onEachHttpServer(setUp: (server: Server) => void): () => void {
  const seen = new WeakSet<Server>();
  const onSocket = (message: unknown) => {
    const server = (message as { socket: Socket & { server?: unknown } }).socket.server;
    if (!(server instanceof Server) || seen.has(server)) return;
    seen.add(server);
    setUp(server);
  };
  subscribe('net.server.socket', onSocket);
  return () => unsubscribe('net.server.socket', onSocket);
}
