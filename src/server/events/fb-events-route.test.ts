import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@tests/fixtures/capture-logs';

// The real route, with a host -> site lookup over two sites: one with Conversions API settings pointing
// at the Graph API stand-in below, one without.
const state = vi.hoisted(() => ({ sites: new Map<string, unknown>() }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
const { POST } = await import('@/app/api/fb-events/route');

type TGraphCall = { url: string; body: { data: { event_name: string }[] } };
let calls: TGraphCall[] = [];

/** A local stand-in for Meta's Graph API (POST /{pixel}/events?access_token=…): records what it gets. */
const graphApiStandIn = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    calls.push({ url: req.url ?? '', body: JSON.parse(body) as TGraphCall['body'] });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}');
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => graphApiStandIn.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(graphApiStandIn.address() as AddressInfo).port}`;
  const site = (id: number, facebookConversions?: unknown) => ({
    id,
    country: 'AU',
    featureFlags: { facebookConversions },
  });
  state.sites.set('pixel.localhost', site(1, { pixelId: 'px1', accessToken: 'tok-1', apiUrl }));
  state.sites.set('plain.localhost', site(2));
});
afterAll(() => new Promise<void>((r) => graphApiStandIn.close(() => r())));
let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  calls = [];
  // The relay's lines are not what these tests check; kept off the test output.
  logs = captureLogs();
});
afterEach(() => logs.restore());

function post(host: string, body: unknown) {
  return POST(
    new Request(`http://${host}/api/fb-events`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', referer: `http://${host}/cars/a` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

const event = { eventName: 'Lead', eventId: 'ev-1', emails: ['jo@example.com'], phones: ['0412 345 678'] };

describe('POST /api/fb-events', () => {
  it('relays the event to the Graph API when the site has a Conversions API token', async () => {
    const response = await post('pixel.localhost', event);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ relayed: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/px1/events?access_token=tok-1');
    expect(calls[0]!.body.data[0]!.event_name).toBe('Lead');
    expect(JSON.stringify(calls[0]!.body)).not.toContain('jo@example.com');
  });

  it('relays nothing when the site has no token', async () => {
    const response = await post('plain.localhost', event);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ relayed: false });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 naming the field for a bad event, relaying nothing', async () => {
    const response = await post('pixel.localhost', { ...event, eventName: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'eventName' });
    expect(calls).toHaveLength(0);
  });
});
