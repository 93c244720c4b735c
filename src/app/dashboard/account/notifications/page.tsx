import type { Metadata } from 'next';
import { NotificationChoicesPage } from '@/features/dashboard-notifications/notification-choices-page';

export const metadata: Metadata = { title: 'Email notifications' };

export default async function NotificationChoicesRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NotificationChoicesPage saved={(await searchParams).done === 'saved'} />;
}
