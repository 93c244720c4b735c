import type { Metadata } from 'next';
import { InvitationPage } from '@/features/dashboard-people/invitation-page';

export const metadata: Metadata = { title: 'Your invitation' };

type TProps = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function InvitationRoute({ params, searchParams }: TProps) {
  return <InvitationPage token={(await params).token} searchParams={await searchParams} />;
}
