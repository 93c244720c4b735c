import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error';
import { withPublicFeed } from './with-public-feed';
import { withRoute } from './with-route';
import { captureLogs } from '@tests/fixtures/capture-logs';

const html = { accept: 'text/html,application/xhtml+xml' };
const get = (headers: Record<string, string> = {}) =>
  new Request('http://demo.localhost:3000/feed', { headers: { host: 'demo.localhost:3000', ...headers } });

describe('withRoute', () => {
  it('hands the handler what the gate found and the awaited params', async () => {
    const route = withRoute<{ who: string }, { id: string }>(
      { gate: async (_request, params) => ({ who: `caller of ${params.id}` }) },
      async ({ who, params }) => Response.json({ who, id: params.id }),
    );
    const res = await route(get(), { params: Promise.resolve({ id: '7' }) });
    expect(await res.json()).toEqual({ who: 'caller of 7', id: '7' });
  });

  it('answers JSON to a browser unless the kind takes forms', async () => {
    const refusing = async () => {
      throw new RouteError(404, 'No such thing.', 'id');
    };
    const json = await withRoute({}, refusing)(get(html));
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(await json.json()).toEqual({ error: 'No such thing.', field: 'id' });
    const page = await withRoute({ formPages: true }, refusing)(get(html));
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('withPublicFeed', () => {
  it('answers a failure with a bare 500 no cache keeps', async () => {
    const logs = captureLogs();
    const res = await withPublicFeed(async () => {
      throw new Error('secret detail');
    })(get());
    logs.restore();
    expect(logs.lines).toMatchObject([
      { level: 'error', msg: 'route failed', err: { message: 'secret detail' } },
    ]);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(await res.json())).not.toContain('secret');
  });
});
