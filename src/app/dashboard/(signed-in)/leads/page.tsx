import type { Metadata } from 'next';
import { InboxPage } from '@/features/dashboard-inbox/inbox-page';

export const metadata: Metadata = { title: 'Leads' };

export default async function LeadsRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <InboxPage searchParams={await searchParams} />;
}
