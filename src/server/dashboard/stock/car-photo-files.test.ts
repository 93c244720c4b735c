import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCarPhoto } from '@/server/media/process-car-photo';
import {
  MEDIA_STORE_KINDS,
  openTestMediaStore,
  type TTestMediaStore,
} from '@tests/stand-ins/test-media-stores';
import { removeCarPhotoFiles, storeCarPhoto } from './car-photo-files';

describe.each(MEDIA_STORE_KINDS)('car photo files (%s store)', (kind) => {
  let media: TTestMediaStore;
  beforeAll(async () => {
    media = await openTestMediaStore(kind);
  });
  afterAll(() => media.close());

  it('stores the photo and its thumbnail under the car, and deletes only uploads', async () => {
    const input = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const { url, thumbUrl } = await storeCarPhoto(12, await processCarPhoto(input), media.store);
    expect(url).toMatch(/^\/media\/cars\/uploads\/12\/[\w-]+\.webp$/);
    expect(thumbUrl).toBe(url.replace('/12/', '/12/thumbs/'));
    expect(await sharp((await media.stored(thumbUrl))!).metadata()).toMatchObject({
      width: 400,
      height: 267,
    });
    await media.store.put('cars/suv-red-1.webp', new Uint8Array([1]), 'image/webp');

    await removeCarPhotoFiles([url, thumbUrl, '/media/cars/suv-red-1.webp'], media.store);
    expect(await media.stored(url)).toBeNull();
    expect(await media.stored(thumbUrl)).toBeNull();
    expect(await media.stored('/media/cars/suv-red-1.webp')).not.toBeNull();
  });
});
