import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageRejected } from '@/server/media/process-image';
import { MAX_SITE_IMAGE_BYTES, removeSiteImageFiles, storeSiteIcon, storeSiteLogo } from './site-image-files';

const root = mkdtempSync(path.join(tmpdir(), 'fc-site-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(root, url.slice('/media/'.length));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

describe('site logo and icon files', () => {
  it('stores a wide logo at the header’s size, padded to its shape (never stretched), without EXIF', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .toBuffer();
    const { logoUrl } = await storeSiteLogo(7, jpeg, root);
    expect(logoUrl).toMatch(/^\/media\/sites\/7\/logo-[\w-]+\.webp$/);
    const meta = await sharp(fileOf(logoUrl)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 64, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
  });

  it('stores an icon as the favicon and the opaque app icon, each square', async () => {
    const { iconUrl, appIconUrl } = await storeSiteIcon(7, await png(64, 40), root);
    expect(await sharp(fileOf(iconUrl)).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
    const app = await sharp(fileOf(appIconUrl)).metadata();
    expect(app).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'not_image'],
    ['a text file', Buffer.from('not an image'), 'not_image'],
    ['a file over the limit', new Uint8Array(MAX_SITE_IMAGE_BYTES + 1), 'too_large'],
  ] as const)('refuses %s', async (_, bytes, reason) => {
    await expect(storeSiteLogo(7, bytes, root)).rejects.toEqual(new ImageRejected(reason));
  });

  it('deletes only the files it stored for that site', async () => {
    const { logoUrl } = await storeSiteLogo(8, await png(200, 50), root);
    const other = await storeSiteLogo(9, await png(200, 50), root);
    await removeSiteImageFiles(8, [logoUrl, other.logoUrl, '/media/logos/demo.svg', null], root);
    expect(existsSync(fileOf(logoUrl))).toBe(false);
    expect(existsSync(fileOf(other.logoUrl))).toBe(true);
  });
});
