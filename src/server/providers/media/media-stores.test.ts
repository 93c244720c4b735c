import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_STORE_KINDS,
  openTestMediaStore,
  type TTestMediaStore,
} from '@tests/stand-ins/test-media-stores';

describe.each(MEDIA_STORE_KINDS)('%s media store', (kind) => {
  let media: TTestMediaStore;
  beforeAll(async () => {
    media = await openTestMediaStore(kind);
  });
  afterAll(() => media.close());

  it('gives back what it stored, with its content type', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await media.store.put('sites/3/content/slide-a.webp', bytes, 'image/webp');
    expect(await media.store.has('sites/3/content/slide-a.webp')).toBe(true);
    const object = await media.store.get('sites/3/content/slide-a.webp');
    expect(object).toEqual({ body: expect.any(Uint8Array), contentType: 'image/webp' });
    expect([...object!.body]).toEqual([1, 2, 3, 250]);
    expect([...(await media.stored('/media/sites/3/content/slide-a.webp'))!]).toEqual([1, 2, 3, 250]);
  });

  it('answers null, false and no error for an object that is not there', async () => {
    expect(await media.store.get('cars/none.webp')).toBeNull();
    expect(await media.store.has('cars/none.webp')).toBe(false);
    await expect(media.store.delete('cars/none.webp')).resolves.toBeUndefined();
  });

  it('deletes an object', async () => {
    await media.store.put('cars/uploads/1/x.webp', new Uint8Array([9]), 'image/webp');
    await media.store.delete('cars/uploads/1/x.webp');
    expect(await media.store.get('cars/uploads/1/x.webp')).toBeNull();
    expect(await media.stored('/media/cars/uploads/1/x.webp')).toBeNull();
  });
});
