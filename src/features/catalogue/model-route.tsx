import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/env';
import { siteOrigin } from '@/features/seo/site-origin';
import { findCatalogueModel } from '@/server/catalogue/find-catalogue-model';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { modelHref } from '@/features/navigation/model-href';
import { defaultShareImage, siteOpenGraph } from '@/features/seo/site-open-graph';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import { modelImageUrl } from './model-image-url';
import { ModelPage } from './model-page';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TParams = Promise<{ site: string; slug: string }>;

async function load(params: TParams, via: 'models' | 'root') {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  if (!site) return null;
  const model = await findCatalogueModel(site.id, slug, via);
  return model ? { site, model, origin: siteOrigin(site, siteKeyFromSegment(key), env.PORT) } : null;
}

/** Metadata and page for a model reached at /models/{slug} or at its single-segment path. */
export function modelRoute(via: 'models' | 'root') {
  return {
    async generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
      const found = await load(params, via);
      if (!found) return {};
      const name = `${found.model.manufacturerName.trim()} ${found.model.name.trim()}`;
      const image = modelImageUrl(found.model.image);
      const description = `The ${name} at ${found.site.name}: range, stock and test drives.`;
      const canonical = modelHref(found.model);
      const share = image
        ? { url: image, alt: name }
        : defaultShareImage(found.site, (await getHomeContent(found.site.id)).slides);
      return {
        title: name,
        description,
        alternates: { canonical },
        openGraph: siteOpenGraph(found.site, canonical, {
          title: name,
          description,
          images: share ? [share] : undefined,
        }),
      };
    },
    async Page({ params }: { params: TParams }) {
      const found = await load(params, via);
      if (!found) notFound();
      return <ModelPage site={found.site} model={found.model} origin={found.origin} />;
    },
  };
}
