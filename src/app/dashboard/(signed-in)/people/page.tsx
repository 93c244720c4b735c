import type { Metadata } from 'next';
import { PeoplePage } from '@/features/dashboard-people/people-page';

export const metadata: Metadata = { title: 'People' };

export default async function PeopleRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PeoplePage searchParams={await searchParams} />;
}
