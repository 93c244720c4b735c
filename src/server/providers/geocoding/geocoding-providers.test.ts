import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { locatePostcode } from '@/server/locations/locate-postcode';
import { geocodingProviderForSite } from '@/server/locations/geocoding-provider-for-site';
import { createGoogleGeocodingProvider } from './google-geocoding-provider';
import { createPostcodeTableGeocodingProvider } from './postcode-table-geocoding-provider';
import { captureLogs } from '@tests/fixtures/capture-logs';

/** A local stand-in for Google's Geocoding API: answers by postcode, records what it was asked. */
let server: Server;
let base: string;
const asked: URL[] = [];
let reply: (postcode: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    asked.push(url);
    const postcode = /postal_code:(\d+)/.exec(url.searchParams.get('components') ?? '')?.[1] ?? '';
    const { status, body } = reply(postcode);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

const point = (lat: number, lng: number) => ({ geometry: { location: { lat, lng } } });

describe('the Google geocoding provider (against a local stand-in)', () => {
  const google = () => createGoogleGeocodingProvider({ key: 'maps-key', baseUrl: base });

  it('GETs by address with the key, and reads every result’s latitude and longitude, first first', async () => {
    reply = () => ({
      status: 200,
      body: { status: 'OK', results: [point(-37.78, 175.28), point(-37.7, 175.2)] },
    });
    expect(await google().geocode({ postcode: '3204', country: 'NZ' })).toEqual([
      { lat: -37.78, lng: 175.28 },
      { lat: -37.7, lng: 175.2 },
    ]);
    const [url] = asked;
    expect(url!.pathname).toBe('/maps/api/geocode/json');
    expect(url!.searchParams.get('address')).toBe('3204, New Zealand');
    expect(url!.searchParams.get('components')).toBe('country:NZ|postal_code:3204');
    expect(url!.searchParams.get('key')).toBe('maps-key');
  });

  it("locatePostcode: the first result, or 'Invalid postcode' when Google finds nothing", async () => {
    reply = (postcode) =>
      postcode === '2150'
        ? { status: 200, body: { status: 'OK', results: [point(-33.8, 151.0)] } }
        : { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    expect(await locatePostcode(google(), 'AU', '2150')).toEqual({
      status: 'found',
      postcode: '2150',
      origin: { lat: -33.8, lng: 151.0 },
    });
    expect(await locatePostcode(google(), 'AU', '9999')).toEqual({
      status: 'error',
      postcode: '9999',
      message: 'Invalid postcode',
    });
  });

  it.each([
    ['an HTTP error', { status: 500, body: {} }],
    ['a refused key', { status: 200, body: { status: 'REQUEST_DENIED', results: [] } }],
    ['an unreadable answer', { status: 200, body: { status: 'OK', results: [{ geometry: {} }] } }],
  ])('%s is a failure, not an invalid postcode', async (_case, answer) => {
    reply = () => answer;
    const logs = captureLogs();
    await expect(google().geocode({ postcode: '2150', country: 'AU' })).rejects.toThrow();
    const located = await locatePostcode(google(), 'AU', '2150');
    logs.restore();
    expect(logs.lines).toMatchObject([{ level: 'warn', msg: 'geocoding failed' }]);
    expect(located).toEqual({
      status: 'error',
      postcode: '2150',
      message: 'We could not look up postcodes just now. Please try again.',
    });
  });
});

describe('the built-in postcode table', () => {
  const table = createPostcodeTableGeocodingProvider();

  it.each([
    ['2150', -33.8, 151.0],
    ['4558', -26.65, 153.08],
    ['3000', -37.81, 144.96],
  ])('places AU postcode %s', async (postcode, lat, lng) => {
    const [found] = await table.geocode({ postcode, country: 'AU' });
    expect(found!.lat).toBeCloseTo(lat, 0);
    expect(found!.lng).toBeCloseTo(lng, 0);
  });

  it.each([
    ['3204', -37.79, 175.27], // Hamilton
    ['1010', -36.85, 174.76], // Auckland Central
    ['6011', -41.29, 174.78], // Wellington
    ['9016', -45.87, 170.51], // Dunedin
  ])('places NZ postcode %s', async (postcode, lat, lng) => {
    const [found] = await table.geocode({ postcode, country: 'NZ' });
    expect(found!.lat).toBeCloseTo(lat, 1);
    expect(found!.lng).toBeCloseTo(lng, 1);
  });

  it('keeps each country to its own postcodes: 2150 is Parramatta, not an NZ place', async () => {
    expect(await table.geocode({ postcode: '2150', country: 'NZ' })).toEqual([]);
    expect(await table.geocode({ postcode: '0110', country: 'AU' })).toEqual([]);
  });

  it("finds nothing for a postcode it does not hold, so the visitor reads 'Invalid postcode'", async () => {
    expect(await table.geocode({ postcode: '0000', country: 'AU' })).toEqual([]);
    expect(await table.geocode({ postcode: '0000', country: 'NZ' })).toEqual([]);
    expect(await locatePostcode(table, 'NZ', '0000')).toMatchObject({ message: 'Invalid postcode' });
    expect(await locatePostcode(table, 'AU', '0000')).toMatchObject({ message: 'Invalid postcode' });
    expect(await locatePostcode(table, 'AU', 'abc')).toMatchObject({ message: 'Invalid postcode' });
    expect(await locatePostcode(table, 'AU', '')).toEqual({ status: 'none' });
  });

  it('is the provider of a site without a maps key; Google is with one', () => {
    expect(geocodingProviderForSite({ mapsKey: null }).name).toBe('postcode-table');
    expect(geocodingProviderForSite({ mapsKey: 'k' }).name).toBe('google');
  });
});
