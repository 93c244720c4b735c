import type { Metadata } from 'next';
import { UnsubscribePage } from '@/features/dashboard-notifications/unsubscribe-page';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

export default async function UnsubscribeRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return <UnsubscribePage token={typeof token === 'string' ? token : undefined} />;
}
