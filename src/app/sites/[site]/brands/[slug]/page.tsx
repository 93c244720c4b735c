import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { slugify } from '@/domain/locations/location-contact-path';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type TProps = {
  params: Promise<{ site: string; slug: string }>;
};

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  if (!site) return null;
  const models = (await listCatalogueModels(site.id)).filter((m) => slugify(m.manufacturerName) === slug);
  const make = models[0]?.manufacturerName.trim();
  return make ? { site, models, make, slug } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  return sitePageMetadata(found.site, {
    title: `${found.make} models`,
    description: `The ${found.make} range at ${found.site.name}, with new, used and demo stock.`,
    canonical: `/brands/${found.slug}`,
  });
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  const body = siteQueryFromSegment((await params).site).body;
  return (
    <CataloguePage
      site={found.site}
      title={`${found.make} models`}
      models={found.models}
      basePath={`/brands/${found.slug}`}
      body={typeof body === 'string' ? body.slice(0, 40) : null}
    />
  );
}
