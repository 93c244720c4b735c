import type { Metadata } from 'next';
import { DomainsPage } from '@/features/dashboard-domains/domains-page';

export const metadata: Metadata = { title: 'Domains · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DomainsRoute({ params, searchParams }: TProps) {
  return <DomainsPage slug={(await params).site} searchParams={await searchParams} />;
}
