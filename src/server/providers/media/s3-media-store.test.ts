import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3MediaStore, MediaStoreError, type TS3MediaSettings } from './s3-media-store';
import { startS3StandIn } from '@tests/stand-ins/s3-stand-in';
import { STAND_IN_S3 } from '@tests/stand-ins/test-media-stores';

let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let settings: TS3MediaSettings;

beforeAll(async () => {
  standIn = await startS3StandIn(STAND_IN_S3);
  settings = { ...STAND_IN_S3, endpoint: standIn.url, urlStyle: 'path' };
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.state.up = true;
});

describe('S3 media store', () => {
  it('sends signed, path-style requests to the bucket: PUT, GET, HEAD, DELETE', async () => {
    const store = createS3MediaStore(settings);
    await store.put('cars/uploads/4/a b.webp', new Uint8Array([1]), 'image/webp');
    await store.get('cars/uploads/4/a b.webp');
    await store.has('cars/uploads/4/a b.webp');
    await store.delete('cars/uploads/4/a b.webp');
    expect(standIn.requests).toEqual(
      ['PUT', 'GET', 'HEAD', 'DELETE'].map((method) => ({
        method,
        path: '/forecourt-media/cars/uploads/4/a%20b.webp',
        bucket: 'forecourt-media',
        key: 'cars/uploads/4/a b.webp',
        signed: true,
      })),
    );
    expect(standIn.objects.size).toBe(0);
  });

  it('stores the content type with the object', async () => {
    await createS3MediaStore(settings).put('sites/1/icon-x.png', new Uint8Array([7]), 'image/png');
    expect(standIn.objects.get('sites/1/icon-x.png')?.contentType).toBe('image/png');
  });

  it('fails, naming the status and code, when its signature does not hold', async () => {
    const store = createS3MediaStore({ ...settings, secretAccessKey: 'not-the-secret' });
    const put = store.put('cars/x.webp', new Uint8Array([1]), 'image/webp');
    await expect(put).rejects.toThrow(MediaStoreError);
    await expect(put).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'PUT', signed: false });
    expect(standIn.objects.has('cars/x.webp')).toBe(false);
  });

  it('fails for another bucket, and when the service is down, instead of answering "not there"', async () => {
    await expect(createS3MediaStore({ ...settings, bucket: 'elsewhere' }).get('cars/x.webp')).rejects.toThrow(
      /HTTP 404 NoSuchBucket/,
    );
    standIn.state.up = false;
    await expect(createS3MediaStore(settings).get('cars/x.webp')).rejects.toThrow(/HTTP 503/);
    // aws4fetch retried the 5xx twice before giving up.
    expect(standIn.requests.filter((r) => r.bucket === 'forecourt-media')).toHaveLength(3);
  });

  it('names the bucket in the host in virtual-hosted style', async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 404 });
    };
    try {
      const store = createS3MediaStore({
        ...settings,
        endpoint: 'https://s3.ap-southeast-2.amazonaws.com',
        urlStyle: 'virtual',
      });
      expect(await store.has('cars/x.webp')).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual(['https://forecourt-media.s3.ap-southeast-2.amazonaws.com/cars/x.webp']);
  });
});
