import type { TCatalogueImage } from '@/server/db/schema';

/** The best image URL of a catalogue model (image.url, else its thumb in either shape), or null. */
export function modelImageUrl(image: TCatalogueImage | null | undefined): string | null {
  if (!image) return null;
  if (image.url) return image.url;
  if (typeof image.thumb === 'string') return image.thumb || null;
  return image.thumb?.url ?? null;
}
