import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CataloguePage } from '@/features/catalogue/catalogue-page';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = {
  title: 'Models',
  description: 'Every model in our range, by body type, with the stock we have now.',
  alternates: { canonical: '/models' },
};

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
