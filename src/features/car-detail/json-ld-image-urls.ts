import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';

/**
 * A car's photo URLs for its JSON-LD, as search engines need them: absolute. Imported stock carries
 * https URLs on the dealer's own image host, kept as they are; our own site-relative files get the
 * site's origin. The placeholder is not a photo of the car and is left out, as is anything that is not
 * http(s) once resolved.
 */
export function jsonLdImageUrls(images: readonly { url: string }[], origin: string): string[] {
  return images.flatMap(({ url }) => {
    if (url === PLACEHOLDER_IMAGE_URL) return [];
    let absolute: URL;
    try {
      absolute = new URL(url, origin);
    } catch {
      return [];
    }
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? [absolute.href] : [];
  });
}
