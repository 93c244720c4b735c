import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The request header that carries the address of the socket the request came in on. Next.js gives route
 * handlers no socket, and its own server fills X-Forwarded-For from the socket only when the client sent
 * none (`??=`), so a client could name itself there; this header is overwritten on every request.
 */
export const PEER_ADDRESS_HEADER = 'x-forecourt-peer-address';

let recording = false;

/**
 * Writes each request's socket address into PEER_ADDRESS_HEADER, replacing whatever the client sent, through
 * Node's `http.server.request.start` diagnostics channel (published before the server's 'request' event,
 * so before Next.js sees the request). Called once from instrumentation.ts.
 */
export function recordPeerAddresses(): void {
  if (recording) return;
  recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}
