import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';

/** Reads the query string, so it renders per request (the site layout's cache is for pages without one). */
export const dynamic = 'force-dynamic';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  return sitePageMetadata(site, {
    title: 'Models',
    description: 'Every model in our range, by body type, with the stock we have now.',
    canonical: '/models',
  });
}

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  const body = (await searchParams).body;
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
