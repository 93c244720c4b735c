import type { Metadata } from 'next';
import { LeadPage } from '@/features/dashboard-lead/lead-page';

export const metadata: Metadata = { title: 'Lead' };

type TProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LeadRoute({ params, searchParams }: TProps) {
  return <LeadPage id={(await params).id} searchParams={await searchParams} />;
}
