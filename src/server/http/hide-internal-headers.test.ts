import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hideInternalHeaders } from './hide-internal-headers';

describe('hideInternalHeaders', () => {
  it('drops x-middleware-rewrite from a response and keeps the other headers', async () => {
    hideInternalHeaders();
    const server = createServer((_request, response) => {
      response.setHeader('x-middleware-rewrite', '/sites/demo/cars');
      response.setHeader('X-Middleware-Rewrite', '/sites/demo/cars');
      response.setHeader('x-kept', 'yes');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-kept')).toBe('yes');
    } finally {
      server.close();
    }
  });
});
