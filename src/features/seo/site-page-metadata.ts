import type { Metadata } from 'next';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import type { TSite } from '@/server/websites/site.types';
import { defaultShareImage, siteOpenGraph } from './site-open-graph';

type TPage = { canonical: string; title?: string; description?: string };

/**
 * A page's title, description, canonical link and Open Graph (og:url its canonical, the site's name and locale, the
 * site's share image). Built from the page alone, never from the request, so the page can be served from the cache.
 */
export async function sitePageMetadata(site: TSite | null, page: TPage): Promise<Metadata> {
  const { canonical, title, description } = page;
  const text = { ...(title && { title }), ...(description && { description }) };
  const metadata: Metadata = { ...text, alternates: { canonical } };
  if (!site) return metadata;
  const share = defaultShareImage(site, (await getHomeContent(site.id)).slides);
  return {
    ...metadata,
    openGraph: siteOpenGraph(site, canonical, { ...text, images: share ? [share] : undefined }),
  };
}
