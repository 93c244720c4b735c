import sharp from 'sharp';

/** Formats sharp recognises by their content (magic bytes), whatever the file's name or declared type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

/** Why a file is not taken as an image. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'too_large' | 'not_image') {
    super(reason);
  }
}

/** One size a page uses: `inside` keeps the whole image within the box, `cover` fills it, `contain` pads it. */
export type TImageVariant = {
  width: number;
  height: number;
  fit: 'inside' | 'cover' | 'contain';
  format: 'webp' | 'png';
  quality?: number;
  /** Scale a smaller image up to the box (logos and icons, drawn at a fixed size); photos keep their own. */
  enlarge?: boolean;
  /** What `contain` pads with; transparent unless set (an app icon gets an opaque one). */
  background?: string;
};

export type TProcessedImage = { data: Buffer; width: number; height: number };

/**
 * An uploaded image checked by its content and turned into the given variants. sharp writes no metadata unless
 * asked, so EXIF (GPS location, camera serial) is dropped; `rotate()` first applies the EXIF orientation so the
 * image still stands the right way up. A decompression bomb is refused by the pixel limit; SVG (an image that
 * can carry scripts) is not one of the formats taken.
 */
export async function processImage(
  bytes: Uint8Array,
  options: { maxBytes: number; variants: readonly TImageVariant[] },
): Promise<TProcessedImage[]> {
  if (bytes.byteLength > options.maxBytes) throw new ImageRejected('too_large');
  const input = () => sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch {
    throw new ImageRejected('not_image');
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new ImageRejected('not_image');
  const out: TProcessedImage[] = [];
  try {
    for (const variant of options.variants) out.push(await render(input(), variant));
  } catch {
    throw new ImageRejected('not_image');
  }
  return out;
}

async function render(image: sharp.Sharp, variant: TImageVariant): Promise<TProcessedImage> {
  const background = variant.background ?? { r: 0, g: 0, b: 0, alpha: 0 };
  let pipeline = image.rotate().resize({
    width: variant.width,
    height: variant.height,
    fit: variant.fit,
    position: variant.fit === 'cover' ? 'attention' : 'centre',
    background,
    withoutEnlargement: !variant.enlarge,
  });
  if (variant.background) pipeline = pipeline.flatten({ background: variant.background });
  pipeline = variant.format === 'webp' ? pipeline.webp({ quality: variant.quality ?? 80 }) : pipeline.png();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
