import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IMediaStore } from '@/server/providers/media/types';
import {
  MEDIA_STORE_KINDS,
  openTestMediaStore,
  type TTestMediaStore,
} from '@tests/stand-ins/test-media-stores';
import { captureLogs } from '@tests/fixtures/capture-logs';

const current: { store?: IMediaStore } = {};
vi.mock('@/server/media/media-store', () => ({ mediaStore: () => current.store }));

const { getMediaRoute: GET } = await import('./get-media-route');
const get = (...path: string[]) => GET(new Request('http://x/media'), { params: Promise.resolve({ path }) });

describe.each(MEDIA_STORE_KINDS)('GET /media/… from the %s store', (kind) => {
  let media: TTestMediaStore;
  beforeAll(async () => {
    media = await openTestMediaStore(kind);
    current.store = media.store;
    await media.store.put('cars/suv.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await media.store.put('logos/demo.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
  });
  afterAll(() => media.close());

  it('serves an image with its type, cached for a year', async () => {
    const response = await get('cars', 'suv.webp');
    expect(response.status).toBe(200);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('serves an SVG under a policy that runs nothing', async () => {
    const response = await get('logos', 'demo.svg');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('is 404 for a missing image and for a path it refuses', async () => {
    expect((await get('cars', 'none.webp')).status).toBe(404);
    expect((await get('..', 'pglite', 'PG_VERSION')).status).toBe(404);
  });
});

describe('GET /media/… when the store fails', () => {
  it('answers 503, not cached, rather than a 404 a CDN would keep', async () => {
    const logs = captureLogs();
    current.store = {
      name: 's3',
      get: async () => {
        throw new Error('HTTP 403 AccessDenied');
      },
    } as unknown as IMediaStore;
    const response = await get('cars', 'suv.webp');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    logs.restore();
    expect(logs.lines).toMatchObject([{ level: 'error', err: { message: 'HTTP 403 AccessDenied' } }]);
  });
});
