import type { Metadata } from 'next';
import { LeadAlertsPage } from '@/features/dashboard-notifications/lead-alerts-page';

export const metadata: Metadata = { title: 'New-lead emails · Site settings' };

type TProps = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LeadAlertsRoute({ params, searchParams }: TProps) {
  const { site, id } = await params;
  return <LeadAlertsPage slug={site} id={id} searchParams={await searchParams} />;
}
