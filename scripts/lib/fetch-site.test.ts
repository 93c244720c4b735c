import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSite } from './fetch-site.mjs';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const status = request.url === '/moved' ? 303 : 200;
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 303 && { location: '/x' }),
      });
      response.end(
        JSON.stringify({ host: request.headers.host, method: request.method, url: request.url, body }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchSite', () => {
  it("reaches 127.0.0.1 with the site's own Host header, which Node's fetch would have replaced", async () => {
    const viaFetch = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { host: `demo.localhost:${port}` },
    });
    expect((await viaFetch.json()).host).toBe(`127.0.0.1:${port}`);
    const response = await fetchSite(`http://demo.localhost:${port}/api/search?query=kia`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      host: `demo.localhost:${port}`,
      url: '/api/search?query=kia',
    });
  });

  it('sends a method, headers and body, and answers a redirect as it is', async () => {
    const response = await fetchSite(`http://demo.localhost:${port}/moved`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"lead":{}}',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/x');
    expect(await response.json()).toMatchObject({ method: 'POST', body: '{"lead":{}}' });
  });

  it('rejects when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchSite(`http://demo.localhost:${closedPort}/`)).rejects.toThrow();
  });
});
