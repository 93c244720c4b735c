import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutograbValuationProvider, ValuationProviderError } from './autograb-valuation-provider';
import type { TValuationRequest } from './types';

type TSeen = { path: string; authorization?: string; body: unknown };
type TReply = { status: number; body: string; delayMs?: number };

let server: Server;
let base: string;
const seen: TSeen[] = [];
let replies: Record<string, TReply> = {};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Answers the dealer platform's two valuation calls with whatever the test set for each path. */
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    seen.push({ path, authorization: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    const reply = replies[path] ?? { status: 404, body: '{}' };
    setTimeout(
      () => res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body),
      reply.delayMs ?? 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  replies = {};
});

const VEHICLE = '/api/valuations/autograb_vehicle_data';
const VALUATION = '/api/valuations/autograb_valuation_data';

const request: TValuationRequest = {
  url: 'http://demo.localhost/cars/hilux/trade-in',
  origin: 'http://demo.localhost',
  rego: 'ABC123',
  state: 'NSW',
  kms: 85000,
  vehicle: null,
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  preferredContactMethod: 'Email',
  category: 'Trade-in Enquiry',
  websiteId: 7,
  dealershipId: 3,
  locationId: 11,
  carId: 42,
  linkedQueryParams: { utm_source: 'google' },
  visitedPages: ['/', '/cars/hilux'],
};

describe('the autograb valuation provider', () => {
  it("sends the spec's trade-in request and reads the vehicle the platform found", async () => {
    replies[VEHICLE] = {
      status: 200,
      body: JSON.stringify({ id: 981, vehicle: { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx' } }),
    };
    const provider = createAutograbValuationProvider({ baseUrl: `${base}/`, apiKey: 'key_1' });
    expect(provider.name).toBe('autograb');
    expect(await provider.findVehicle(request)).toEqual({
      providerRef: '981',
      description: '2019 Mazda CX-5 Maxx',
    });
    expect(seen).toEqual([
      {
        path: VEHICLE,
        authorization: 'Bearer key_1',
        body: {
          url: request.url,
          rego: 'ABC123',
          state: 'NSW',
          kms: 85000,
          origin: 'http://demo.localhost',
          dealership_id: 3,
          name: 'Jo Citizen',
          email: 'jo@example.com',
          phone: '0412345678',
          create_lead: false,
          website_id: 7,
          leadSource: 'Website',
          location_id: 11,
          PreferredContactMethod: 'Email',
          lead_attributes: {
            car_id: 42,
            linked_query_params: { utm_source: 'google' },
            visited_pages: ['/', '/cars/hilux'],
          },
          category: 'Trade-in Enquiry',
        },
      },
    ]);
  });

  it('names no vehicle when the platform describes none, and sends no key when none is set', async () => {
    replies[VEHICLE] = { status: 200, body: JSON.stringify({ id: 'v-1' }) };
    const provider = createAutograbValuationProvider({ baseUrl: base });
    expect(await provider.findVehicle(request)).toEqual({ providerRef: 'v-1', description: null });
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it('sends the adjustment answers and reads the trade-in range', async () => {
    replies[VALUATION] = { status: 200, body: JSON.stringify({ valuation: { low: 18250.4, high: 20100 } }) };
    const provider = createAutograbValuationProvider({ baseUrl: base });
    const estimate = await provider.valueVehicle({
      providerRef: '981',
      adjustmentAnswers: { condition: 'Good' },
    });
    expect(estimate).toEqual({ low: 18250, high: 20100 });
    expect(seen).toEqual([
      {
        path: VALUATION,
        authorization: undefined,
        body: { id: '981', adjustment_answers: { condition: 'Good' } },
      },
    ]);
  });

  it.each([
    ['no valuation', {}],
    ['a null valuation', { valuation: null }],
    ['a range upside down', { valuation: { low: 20000, high: 18000 } }],
    ['a zero figure', { valuation: { low: 0, high: 1000 } }],
    ['text for numbers', { valuation: { low: '18000', high: '20000' } }],
  ])('gives no estimate for %s', async (_case, body) => {
    replies[VALUATION] = { status: 200, body: JSON.stringify(body) };
    const provider = createAutograbValuationProvider({ baseUrl: base });
    expect(await provider.valueVehicle({ providerRef: '1', adjustmentAnswers: {} })).toBeNull();
  });

  it.each<[string, TReply, RegExp]>([
    ['an HTTP error', { status: 502, body: '{}' }, /autograb_vehicle_data: HTTP 502/],
    ['an answer that is not JSON', { status: 200, body: '<html>' }, /not JSON/],
    ['an answer without an id', { status: 200, body: '{"vehicle":{}}' }, /no vehicle id/],
    ['no answer in time', { status: 200, body: '{"id":1}', delayMs: 500 }, /autograb_vehicle_data: /],
  ])('throws on %s', async (_case, reply, message) => {
    replies[VEHICLE] = reply;
    const provider = createAutograbValuationProvider({ baseUrl: base, timeoutMs: 200 });
    const attempt = provider.findVehicle(request);
    await expect(attempt).rejects.toBeInstanceOf(ValuationProviderError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('throws when the platform cannot be reached', async () => {
    const provider = createAutograbValuationProvider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(provider.valueVehicle({ providerRef: '1', adjustmentAnswers: {} })).rejects.toThrow(
      /autograb_valuation_data: /,
    );
  });
});
