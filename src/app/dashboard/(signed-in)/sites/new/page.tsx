import type { Metadata } from 'next';
import { NewSitePage } from '@/features/dashboard-sites/new-site-page';

export const metadata: Metadata = { title: 'Create a site' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewSiteRoute({ searchParams }: TProps) {
  return <NewSitePage searchParams={await searchParams} />;
}
