import { PEER_ADDRESS_HEADER } from '../../src/server/http/peer-address';
import { expect, test } from './support/test';
import { pageTypes } from './support/page-types';
import { DEMO_SITES, siteGet, siteUrl } from './support/site-url';
import { journeyPort } from './support/journey-server';

const port = journeyPort();
const base = `http://127.0.0.1:${port}`;
const host = (site: string) => ({ host: `${site}.localhost:${port}` });

test.describe('hardening: headers, refusals and the CSP the pages pass', () => {
  test('every page and API response carries the security headers and no internal route', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/no/such/page',
      '/api/search/autocomplete?query=to',
      '/media/placeholder-car.webp',
    ]) {
      const response = await siteGet(request, 'sydney-motor-group', path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-middleware-rewrite'], path).toBeUndefined();
      expect(JSON.stringify(headers), path).not.toContain('/sites/');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    // The build's own scripts carry only what concerns a file: the page policies govern the documents.
    const home = await (await siteGet(request, 'sydney-motor-group', '/')).text();
    const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const scriptHeaders = (await siteGet(request, 'sydney-motor-group', script!)).headers();
    expect(scriptHeaders['x-content-type-options']).toBe('nosniff');
    expect(scriptHeaders['content-security-policy']).toBeUndefined();
    expect(scriptHeaders['permissions-policy']).toBeUndefined();
    const https = await request.get(`${base}/`, {
      headers: { ...host('waikato-motors'), 'x-forwarded-proto': 'https' },
    });
    expect(https.headers()['strict-transport-security']).toBe('max-age=31536000');
  });

  test('requests the framework failed with a 500 are refused with a 4xx', async ({ request }) => {
    const site = host('waikato-motors');
    const trace = await request.fetch(`${base}/`, { method: 'TRACE', headers: site });
    expect(trace.status()).toBe(405);
    expect((await request.fetch(`${base}/api/leads`, { method: 'TRACE', headers: site })).status()).toBe(405);
    for (const [method, path] of [
      ['GET', '/media/%zz'],
      ['PUT', '/api/leads/%zz'],
      ['POST', '/api/events/%zz'],
    ] as const) {
      const response = await request.fetch(`${base}${path}`, { method, headers: site, data: '{}' });
      expect(response.status(), `${method} ${path}`).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'path' });
    }
    const action = await request.post(`${base}/contact`, {
      headers: { ...site, origin: 'http://evil.example', 'next-action': 'x', 'content-type': 'text/plain' },
      data: '[]',
    });
    expect(action.status()).toBe(403);
  });

  test('a rotated X-Forwarded-For (or our own peer header) does not get a client past a limit', async ({
    request,
  }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await request.post(`${base}/api/events/car_phone_call`, {
        headers: {
          ...host('waikato-motors'),
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i}`,
          [PEER_ADDRESS_HEADER]: `203.0.113.${i}`,
        },
        data: { car_id: 2_147_000_000 },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  test('the pages of every demo site break no rule of the Content-Security-Policy', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const site of DEMO_SITES) {
      for (const path of await pageTypes(request, site)) {
        await page.goto(siteUrl(site, path));
        const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
        violations.push(...seen.map((v) => `${site}${path}: ${v}`));
      }
    }
    expect(violations).toEqual([]);
  });
});
