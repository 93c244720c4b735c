import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';
import { withAdminApiKey, type TAdminApiKeyOptions } from './with-admin-api-key';
import { captureLogs } from '@tests/fixtures/capture-logs';

const TOKEN = 'the-admin-token-0123456789';
const KEY = 'fcsk_the-key-of-north';

type TKey = { id: number };

function call(authorization: string | null, options: Partial<TAdminApiKeyOptions<TKey>> = {}) {
  const handler = vi.fn(async ({ caller }) => Response.json({ caller }));
  const route = withAdminApiKey<TKey>({ adminToken: () => TOKEN, ...options }, handler);
  const headers = authorization === null ? undefined : { authorization };
  return { handler, response: route(new Request('http://127.0.0.1/api/admin-thing', { headers })) };
}

describe('withAdminApiKey', () => {
  it('lets the admin token through to the handler', async () => {
    const { response } = call(`Bearer ${TOKEN}`);
    expect(await (await response).json()).toEqual({ caller: { admin: true } });
  });

  it.each([
    ['no Authorization header', null],
    ['an empty bearer', 'Bearer '],
    ['a wrong token', 'Bearer the-admin-token-0123456780'],
    ['a longer token', `Bearer ${TOKEN}0`],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['the bare token', TOKEN],
  ])('answers %s with 401 JSON naming authorization, before the handler runs', async (_label, header) => {
    const { handler, response } = call(header);
    const res = await response;
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({
      error: 'A valid admin bearer token is required.',
      field: 'authorization',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('never lets a caller in when the admin token is empty', async () => {
    const { response } = call('Bearer x', { adminToken: () => '' });
    expect((await response).status).toBe(401);
  });

  it("takes the route's own key, and says what the route's refusal says", async () => {
    const findKey = vi.fn(async (token: string) => (token === KEY ? { id: 7 } : null));
    const refusal = 'authorization: a valid "Bearer <stock API key>" is required';

    const keyed = call(`Bearer ${KEY}`, { findKey, refusal });
    expect(await (await keyed.response).json()).toEqual({ caller: { admin: false, key: { id: 7 } } });

    const unknown = await call('Bearer fcsk_revoked', { findKey, refusal }).response;
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: refusal, field: 'authorization' });
  });

  it('looks no key up for the admin token or a header without a token', async () => {
    const findKey = vi.fn(async () => ({ id: 1 }));
    await call(`Bearer ${TOKEN}`, { findKey }).response;
    await call(null, { findKey }).response;
    expect(findKey).not.toHaveBeenCalled();
  });

  it("limits each key's rate under its own bucket, never the admin's", async () => {
    const limiter = vi.fn(async (bucket: string) =>
      bucket === 'key:7' ? { ok: false as const, retryAfterSeconds: 42 } : { ok: true as const },
    );
    const options = {
      findKey: async (token: string) => ({ id: token === KEY ? 7 : 8 }),
      keyRateLimit: { limiter, bucket: (key: TKey) => `key:${key.id}`, message: 'too many posts' },
    };

    const limited = await call(`Bearer ${KEY}`, options).response;
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({ error: 'too many posts', field: 'authorization' });
    expect((await call('Bearer fcsk_other', options).response).status).toBe(200);
    expect((await call(`Bearer ${TOKEN}`, options).response).status).toBe(200);
    expect(limiter.mock.calls).toEqual([['key:7'], ['key:8']]);
  });

  it('answers a RouteError with its status and a failure with a 500 that tells nothing', async () => {
    const logs = captureLogs();
    const refused = withAdminApiKey({ adminToken: () => TOKEN }, async () => {
      throw new RouteError(404, 'No site "x".', 'site');
    });
    const broken = withAdminApiKey({ adminToken: () => TOKEN }, async () => {
      throw new Error('database on fire');
    });
    const request = () =>
      new Request('http://127.0.0.1/x', { headers: { authorization: `Bearer ${TOKEN}` } });

    const notFound = await refused(request());
    expect([notFound.status, await notFound.json()]).toEqual([404, { error: 'No site "x".', field: 'site' }]);
    const failed = await broken(request());
    expect(failed.status).toBe(500);
    expect(JSON.stringify(await failed.json())).not.toContain('fire');
    logs.restore();
    expect(logs.lines).toHaveLength(1);
  });
});
