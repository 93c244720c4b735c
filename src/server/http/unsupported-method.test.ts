import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { markUnsupportedMethods, UNSUPPORTED_METHOD_HEADER } from './unsupported-method';

describe('markUnsupportedMethods', () => {
  it('turns TRACE into a GET that names it, and clears the header a client sent', async () => {
    markUnsupportedMethods();
    const server = createServer((request, response) =>
      response.end(`${request.method} ${request.headers[UNSUPPORTED_METHOD_HEADER] ?? '-'}`),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, headers: Record<string, string> = {}) =>
      new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await send('TRACE')).toBe('GET TRACE');
      expect(await send('GET', { [UNSUPPORTED_METHOD_HEADER]: 'TRACE' })).toBe('GET -');
      expect(await send('POST')).toBe('POST -');
    } finally {
      server.close();
    }
  });
});
