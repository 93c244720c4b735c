import type { Metadata } from 'next';
import { CataloguePage } from '@/features/dashboard-catalogue/catalogue-page';

export const metadata: Metadata = { title: 'Catalogue · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalogueRoute({ params, searchParams }: TProps) {
  const { site } = await params;
  return <CataloguePage slug={site} searchParams={await searchParams} />;
}
