import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdChunksInResponse } from './hold-chunks-in-response.mjs';
import { HELD_TYPE, LOADER } from './hold-framework-chunks.mjs';

const CHUNK = '<script src="/_next/static/chunks/abc.js" async=""></script>';
const HELD = `<script type="${HELD_TYPE}" data-src="/_next/static/chunks/abc.js"></script>`;
const SCRIPT_TEXT = `console.log(${JSON.stringify(CHUNK)})`;

// Each route writes its body the way Next may: in pieces, in one end(), with a status and headers of its own.
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/streamed': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const body = Buffer.from(`<html><head>${CHUNK}</head><body><h1>Café · Māori</h1></body></html>`);
    // Cut inside the script tag and inside the two-byte "é".
    const cuts = [0, 20, body.indexOf('Caf') + 4, body.length];
    for (let i = 0; i < cuts.length - 2; i += 1) res.write(body.subarray(cuts[i], cuts[i + 1]));
    res.end(body.subarray(cuts[cuts.length - 2]));
  },
  '/whole': (res) => {
    const body = `<html><head>${CHUNK}</head><body>whole</body></html>`;
    res.writeHead(404, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    });
    res.end(body);
  },
  '/script.js': (res) => {
    res.writeHead(200, {
      'content-type': 'application/javascript',
      'content-length': String(SCRIPT_TEXT.length),
    });
    res.end(SCRIPT_TEXT);
  },
  '/empty': (res) => {
    res.statusCode = 204;
    res.end();
  },
};

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const compress = compression({ threshold: 0 });
  server = http.createServer((req, res) =>
    compress(req as never, res as never, () => {
      holdChunksInResponse(res);
      routes[req.url ?? '']!(res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer, decompressed by hand so the test sees the encoding the server chose. */
function get(path: string, acceptEncoding = 'identity') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => {
            const raw = Buffer.concat(parts);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
          });
        })
        .on('error', reject);
    },
  );
}

describe('holdChunksInResponse', () => {
  it('rewrites a streamed page, whatever its pieces cut, and adds the loader', async () => {
    const { status, body } = await get('/streamed');
    expect(status).toBe(200);
    expect(body).toBe(`<html><head>${HELD}</head><body><h1>Café · Māori</h1>${LOADER}</body></html>`);
  });

  it('rewrites before compressing: a gzip answer carries the same page', async () => {
    const { headers, body } = await get('/streamed', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toContain(HELD);
    expect(body).toContain(`${LOADER}</body>`);
  });

  it("keeps a page's own status and drops a Content-Length the rewrite has made wrong", async () => {
    const { status, headers, body } = await get('/whole');
    expect(status).toBe(404);
    expect(headers['content-length']).toBeUndefined();
    expect(body).toBe(`<html><head>${HELD}</head><body>whole${LOADER}</body></html>`);
  });

  it('passes anything but HTML through untouched, its length included', async () => {
    const { headers, body } = await get('/script.js');
    expect(headers['content-length']).toBe(String(SCRIPT_TEXT.length));
    expect(body).toBe(SCRIPT_TEXT);
  });

  it('ends an answer without a body', async () => {
    const { status, body } = await get('/empty');
    expect(status).toBe(204);
    expect(body).toBe('');
  });
});
