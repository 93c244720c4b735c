import type { Metadata } from 'next';
import { InvitePage } from '@/features/dashboard-people/invite-page';

export const metadata: Metadata = { title: 'Invite someone' };

export default async function InviteRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <InvitePage searchParams={await searchParams} />;
}
