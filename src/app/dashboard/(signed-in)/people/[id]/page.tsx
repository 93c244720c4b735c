import type { Metadata } from 'next';
import { PersonPage } from '@/features/dashboard-people/person-page';

export const metadata: Metadata = { title: 'Person' };

type TProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PersonRoute({ params, searchParams }: TProps) {
  return <PersonPage id={(await params).id} searchParams={await searchParams} />;
}
