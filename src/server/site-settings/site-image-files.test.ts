import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejected } from '@/server/media/process-image';
import {
  MEDIA_STORE_KINDS,
  openTestMediaStore,
  type TTestMediaStore,
} from '@tests/stand-ins/test-media-stores';
import {
  MAX_HOME_PICTURE_BYTES,
  MAX_SITE_IMAGE_BYTES,
  removeHomePictureFiles,
  removeSiteImageFiles,
  storeHomePicture,
  storeSiteIcon,
  storeSiteLogo,
} from './site-image-files';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

describe.each(MEDIA_STORE_KINDS)('site logo and icon files (%s store)', (kind) => {
  let media: TTestMediaStore;
  beforeAll(async () => {
    media = await openTestMediaStore(kind);
  });
  afterAll(() => media.close());
  const root = () => media.store;
  const fileOf = async (url: string) => (await media.stored(url))!;

  it('stores a wide logo at the header’s size, padded to its shape (never stretched), without EXIF', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .toBuffer();
    const { logoUrl } = await storeSiteLogo(7, jpeg, root());
    expect(logoUrl).toMatch(/^\/media\/sites\/7\/logo-[\w-]+\.webp$/);
    const meta = await sharp(await fileOf(logoUrl)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 64, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
  });

  it('stores an icon as the favicon and the opaque app icon, each square', async () => {
    const { iconUrl, appIconUrl } = await storeSiteIcon(7, await png(64, 40), root());
    expect(await sharp(await fileOf(iconUrl)).metadata()).toMatchObject({
      format: 'png',
      width: 48,
      height: 48,
    });
    const app = await sharp(await fileOf(appIconUrl)).metadata();
    expect(app).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'not_image'],
    ['a text file', Buffer.from('not an image'), 'not_image'],
    ['a file over the limit', new Uint8Array(MAX_SITE_IMAGE_BYTES + 1), 'too_large'],
  ] as const)('refuses %s', async (_, bytes, reason) => {
    await expect(storeSiteLogo(7, bytes, root())).rejects.toEqual(new ImageRejected(reason));
  });

  it('deletes only the files it stored for that site', async () => {
    const { logoUrl } = await storeSiteLogo(8, await png(200, 50), root());
    const other = await storeSiteLogo(9, await png(200, 50), root());
    await removeSiteImageFiles(8, [logoUrl, other.logoUrl, '/media/logos/demo.svg', null], root());
    expect(await media.stored(logoUrl)).toBeNull();
    expect(await media.stored(other.logoUrl)).not.toBeNull();
  });

  it('stores a slide picture whole within 2400×1200, as WebP, without EXIF', async () => {
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#345' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .toBuffer();
    const slide = await storeHomePicture(7, 'slide', camera, root());
    expect(slide).toMatchObject({
      url: expect.stringMatching(/^\/media\/sites\/7\/content\/slide-[\w-]+\.webp$/),
    });
    expect(slide).toMatchObject({ width: 1600, height: 1200 });
    const meta = await sharp(await fileOf(slide.url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
  });

  it('cuts a block picture to the card’s 3:2 frame', async () => {
    const block = await storeHomePicture(7, 'block', await png(2000, 2000), root());
    expect(block).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(await fileOf(block.url)).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'not_image'],
    ['a file over the limit', new Uint8Array(MAX_HOME_PICTURE_BYTES + 1), 'too_large'],
  ] as const)('refuses %s as a home picture', async (_, bytes, reason) => {
    await expect(storeHomePicture(7, 'slide', bytes, root())).rejects.toEqual(new ImageRejected(reason));
  });

  it('deletes only home pictures it stored for that site', async () => {
    const mine = await storeHomePicture(8, 'block', await png(300, 200), root());
    const { logoUrl } = await storeSiteLogo(8, await png(200, 50), root());
    await removeHomePictureFiles(8, [mine.url, logoUrl, '/media/content/demo/slide.webp'], root());
    expect(await media.stored(mine.url)).toBeNull();
    expect(await media.stored(logoUrl)).not.toBeNull();
  });
});
