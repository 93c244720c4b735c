import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type TListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The limit a request may declare in Content-Length, from its Host and path (declaredBodyLimit). */
export type TBodyLimitFor = (host: string | null, pathname: string) => number;

function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/**
 * Puts a check in front of `server`'s request listeners: a request whose Content-Length is over its route's
 * limit gets 413 with a JSON body at once, and the connection is closed, before a byte of its body is read.
 * Next.js cannot do this itself: it reads the whole body for the proxy before any route runs, so today a client
 * that declares 1 MB and sends 10 bytes holds a connection until the request timeout. Returns false when the
 * check was already in place.
 */
export function refuseDeclaredOversize(server: Server, limitFor: TBodyLimitFor): boolean {
  const guarded = server as Server & { forecourtBodyGuard?: true };
  if (guarded.forecourtBodyGuard) return false;
  guarded.forecourtBodyGuard = true;
  const listeners = server.listeners('request') as TListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const declared = declaredLength(request);
    if (declared !== null) {
      const pathname = (request.url ?? '/').split('?')[0]!;
      const limit = limitFor(request.headers.host ?? null, pathname);
      if (declared > limit) {
        const body = JSON.stringify({
          error: `The request body is larger than ${limit} bytes.`,
          field: null,
        });
        response.writeHead(413, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        response.end(body);
        return;
      }
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
  return true;
}
