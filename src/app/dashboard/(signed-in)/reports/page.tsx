import type { Metadata } from 'next';
import { ReportsPage } from '@/features/dashboard-reports/reports-page';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportsPage searchParams={await searchParams} />;
}
