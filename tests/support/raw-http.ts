import { createServer, type RequestListener, type Server } from 'node:http';
import type net from 'node:net';

export { sendRaw } from '../reliability/lib/send-raw.mjs';

/** Like Next's server: answers only once the whole body has arrived. */
export const answerAfterBody: RequestListener = (request, response) => {
  request.resume();
  request.on('end', () => response.end('{"ok":true}'));
};

/** Starts `listener` on a free loopback port; `close` ends its connections and the server. */
export async function listenOnLoopback(
  listener: RequestListener,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
