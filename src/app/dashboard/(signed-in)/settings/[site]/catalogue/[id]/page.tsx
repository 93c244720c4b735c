import type { Metadata } from 'next';
import { CatalogueModelPage } from '@/features/dashboard-catalogue/catalogue-model-page';

export const metadata: Metadata = { title: 'Catalogue model · Site settings' };

type TProps = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalogueModelRoute({ params, searchParams }: TProps) {
  const { site, id } = await params;
  return <CatalogueModelPage slug={site} id={id} searchParams={await searchParams} />;
}
