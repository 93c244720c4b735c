import type { Metadata } from 'next';
import type { THomeSlide } from '@/domain/content/home-content';
import type { TSite } from '@/server/websites/site.types';

type TOpenGraph = NonNullable<Metadata['openGraph']>;
type TShareImage = { url: string; width: number; height: number; alt: string };

/**
 * The picture a shared page shows when it has none of its own: the first home slide (a raster at a known
 * size), else the site's logo unless it is an SVG, which the share previews of Facebook and others do not draw.
 */
export function defaultShareImage(
  site: Pick<TSite, 'name' | 'logoUrl'>,
  slides: readonly Pick<THomeSlide, 'image' | 'title'>[],
): TShareImage | { url: string; alt: string } | null {
  const slide = slides[0];
  if (slide) {
    const { url, width, height, alt } = slide.image;
    return { url, width, height, alt: alt || slide.title };
  }
  if (site.logoUrl && !/\.svg(\?|$)/i.test(site.logoUrl)) return { url: site.logoUrl, alt: site.name };
  return null;
}

/**
 * A page's Open Graph tags: the site's name and locale, og:url set to the page's canonical path (resolved
 * against the layout's metadataBase; none for the layout's defaults), and the page's own title, description and
 * images. A page that sets openGraph replaces the layout's whole object, so every page that does goes through here.
 */
export function siteOpenGraph(
  site: Pick<TSite, 'name' | 'country'>,
  canonicalPath: string | null,
  page: Pick<TOpenGraph, 'title' | 'description' | 'images'> = {},
): TOpenGraph {
  return {
    siteName: site.name,
    type: 'website',
    locale: site.country === 'NZ' ? 'en_NZ' : 'en_AU',
    ...(canonicalPath !== null && { url: canonicalPath }),
    ...page,
  };
}
