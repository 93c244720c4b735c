import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, processCarPhoto } from './process-car-photo';
import { ImageRejected } from './process-image';

/** A camera-like JPEG: 2400×1800, with EXIF GPS tags and an orientation. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' },
    })
    .toBuffer();
}

describe('processCarPhoto', () => {
  it('resizes into the page variants, as WebP, without any EXIF', async () => {
    const input = await cameraJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processCarPhoto(input);
    const full = await sharp(photo.full).metadata();
    const thumb = await sharp(photo.thumb).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1067, height: 800 });
    expect(photo).toMatchObject({ width: 1067, height: 800 });
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(full.exif).toBeUndefined();
    expect(thumb.exif).toBeUndefined();
  });

  it('keeps a small photo its own size', async () => {
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    expect(await processCarPhoto(small)).toMatchObject({ width: 640, height: 480 });
  });

  it.each([
    ['a text file named like a photo', Buffer.from('not a photo at all, just text')],
    [
      'an SVG (an image, but not a photo format)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])],
  ])('refuses %s', async (_, bytes) => {
    await expect(processCarPhoto(bytes)).rejects.toEqual(new ImageRejected('not_image'));
  });

  it('refuses a file over the size limit before reading it', async () => {
    await expect(processCarPhoto(new Uint8Array(MAX_PHOTO_BYTES + 1))).rejects.toEqual(
      new ImageRejected('too_large'),
    );
  });
});
