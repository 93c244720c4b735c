import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TSite } from '@/server/websites/site.types';
import { RouteError } from './route-error';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { withSiteForm } from './with-site-form';
import { withSitePageData } from './with-site-page-data';
import { PEER_ADDRESS_HEADER } from './peer-address';
import { captureLogs } from '@tests/fixtures/capture-logs';

const site = { id: 7, slug: 'demo', dealershipIds: [1] } as unknown as TSite;
const getRequestSite = vi.hoisted(() => vi.fn());
vi.mock('./get-request-site', () => ({ getRequestSite }));

const ZBody = z.object({ lead: z.object({ name: z.string().min(1, 'Full Name is required.') }) });
const ctx = { params: Promise.resolve({ id: 'x' }) };

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://demo.localhost:3000/api/test', {
    method: 'POST',
    body,
    headers: { host: 'demo.localhost:3000', 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  getRequestSite.mockReset();
  getRequestSite.mockResolvedValue(site);
});

describe('withSiteForm', () => {
  const route = withSiteForm({ schema: ZBody, rateLimit: { limit: 3, windowMs: 60_000 } }, async (c) =>
    Response.json({ site: c.site.id, name: c.input.lead.name, params: c.params, client: c.client }),
  );

  it('hands the handler the site, parsed input, params and client', async () => {
    const res = await route(post('{"lead":{"name":"Jo"}}', { [PEER_ADDRESS_HEADER]: '1.1.1.1' }), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ site: 7, name: 'Jo', params: { id: 'x' }, client: '1.1.1.1' });
  });

  it('parses form-style bodies with bracketed keys', async () => {
    const req = post('lead%5Bname%5D=Jo', {
      'content-type': 'application/x-www-form-urlencoded',
      [PEER_ADDRESS_HEADER]: '1.1.1.2',
    });
    expect((await (await route(req, ctx)).json()).name).toBe('Jo');
  });

  it('parses multipart bodies', async () => {
    const form = new FormData();
    form.set('lead[name]', 'Mo');
    const encoded = new Response(form);
    const req = new Request('http://demo.localhost:3000/api/test', {
      method: 'POST',
      body: await encoded.text(),
      headers: {
        host: 'demo.localhost:3000',
        'content-type': encoded.headers.get('content-type')!,
        [PEER_ADDRESS_HEADER]: '1.1.1.9',
      },
    });
    expect((await (await route(req, ctx)).json()).name).toBe('Mo');
  });

  it('answers 404 JSON for an unknown site', async () => {
    getRequestSite.mockResolvedValue(null);
    const res = await route(post('{}'), ctx);
    expect(res.status).toBe(404);
    expect((await res.json()).field).toBeNull();
  });

  it.each<[string, string, Record<string, string>, number, string | null]>([
    ['a missing field', '{"lead":{}}', {}, 400, 'lead.name'],
    ['a wrong type', '{"lead":{"name":5}}', {}, 400, 'lead.name'],
    ['a body that is not JSON', '{"lead":', {}, 400, null],
    ['another origin', '{"lead":{"name":"Jo"}}', { origin: 'http://evil.localhost:3000' }, 403, null],
  ])('refuses %s', async (_case, body, headers, status, field) => {
    const res = await route(
      post(body, { [PEER_ADDRESS_HEADER]: `2.2.${status - 300}.${field?.length ?? 0}`, ...headers }),
      ctx,
    );
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json.field).toBe(field);
    expect(typeof json.error).toBe('string');
  });

  it('refuses a body over the size limit with 413', async () => {
    const any = withSiteForm({ schema: z.unknown(), rateLimit: false }, async () => new Response('ok'));
    expect((await any(post('x'.repeat(MAX_BODY_BYTES + 1)), ctx)).status).toBe(413);
    const declared = post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) });
    expect((await any(declared, ctx)).status).toBe(413);
  });

  it('limits each client, answering 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await route(post('{"lead":{"name":"Jo"}}', { [PEER_ADDRESS_HEADER]: '3.3.3.3' }), ctx);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await route(post('{"lead":{"name":"Jo"}}', { [PEER_ADDRESS_HEADER]: '4.4.4.4' }), ctx);
    expect(other.status).toBe(200);
  });

  it('does not let a client dodge the limit by rotating X-Forwarded-For (no proxy trusted by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const headers = { [PEER_ADDRESS_HEADER]: '3.3.3.4', 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push((await route(post('{"lead":{"name":"Jo"}}', headers), ctx)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('shares one allowance between routes that name the same rate-limit bucket', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const ok = async () => new Response('ok');
    const first = withSiteForm({ schema: z.unknown(), rateLimit: rule, rateLimitBucket: 'shared-test' }, ok);
    const second = withSiteForm({ schema: z.unknown(), rateLimit: rule, rateLimitBucket: 'shared-test' }, ok);
    const own = withSiteForm({ schema: z.unknown(), rateLimit: rule }, ok);
    const from = { [PEER_ADDRESS_HEADER]: '6.6.6.6' };
    expect((await first(post('{}', from), ctx)).status).toBe(200);
    expect((await second(post('{}', from), ctx)).status).toBe(200);
    expect((await first(post('{}', from), ctx)).status).toBe(429);
    expect((await second(post('{}', from), ctx)).status).toBe(429);
    expect((await own(post('{}', from), ctx)).status).toBe(200);
  });

  it('turns a RouteError into its JSON 4xx and anything else into a bare 500', async () => {
    const failing = withSiteForm({ schema: z.unknown(), rateLimit: false }, async () => {
      throw new RouteError(409, 'Already complete', 'lead.id');
    });
    const res = await failing(post('{}'), ctx);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Already complete', field: 'lead.id' });
    const logs = captureLogs();
    const broken = withSiteForm({ schema: z.unknown(), rateLimit: false }, async () => {
      throw new Error('secret detail');
    });
    const crash = await broken(post(''), ctx);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain('secret');
    logs.restore();
    expect(logs.lines).toHaveLength(1);
  });

  it('answers a form posted without JavaScript with a page for every refusal, Retry-After kept', async () => {
    const html = { accept: 'text/html,application/xhtml+xml', referer: 'http://demo.localhost:3000/contact' };
    const limited = withSiteForm({ schema: ZBody, rateLimit: { limit: 1, windowMs: 60_000 } }, async () =>
      Response.json({ ok: true }),
    );
    const body = 'lead%5Bname%5D=Jo';
    const form = {
      ...html,
      'content-type': 'application/x-www-form-urlencoded',
      [PEER_ADDRESS_HEADER]: '5.5.5.5',
    };
    expect((await limited(post(body, form), ctx)).status).toBe(200);
    const refused = await limited(post(body, form), ctx);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain('Too many requests');
    expect(page).toContain('and send it again;');
    expect(page).toContain('href="/contact"');

    const logs = captureLogs();
    const broken = withSiteForm({ schema: z.unknown(), rateLimit: false }, async () => {
      throw new Error('secret detail');
    });
    const crash = await broken(post('', html), ctx);
    logs.restore();
    expect(logs.lines).toHaveLength(1);
    expect(crash.status).toBe(500);
    expect(crash.headers.get('content-type')).toContain('text/html');
    expect(await crash.text()).not.toContain('secret');
  });

  it('reads the query string of a page-data GET, from any origin', async () => {
    const get = withSitePageData({ schema: z.object({ date: z.string() }) }, async (c) =>
      Response.json(c.input),
    );
    const req = new Request('http://demo.localhost:3000/api/x?date=2026-01-02', {
      headers: { host: 'demo.localhost:3000' },
    });
    expect(await (await get(req, ctx)).json()).toEqual({ date: '2026-01-02' });
    const elsewhere = new Request(req, {
      headers: { host: 'demo.localhost:3000', origin: 'http://evil.localhost' },
    });
    expect((await get(elsewhere, ctx)).status).toBe(200);
  });
});
