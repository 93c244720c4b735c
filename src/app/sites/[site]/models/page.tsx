import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = {
  params: Promise<{ site: string }>;
};

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Models',
    description: 'Every model in our range, by body type, with the stock we have now.',
    canonical: '/models',
  });
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  const body = siteQueryFromSegment((await params).site).body;
  const models = await listCatalogueModels(site.id);
  return (
    <CataloguePage
      site={site}
      title="Our models"
      models={models}
      basePath="/models"
      body={typeof body === 'string' ? body.slice(0, 40) : null}
    />
  );
}
