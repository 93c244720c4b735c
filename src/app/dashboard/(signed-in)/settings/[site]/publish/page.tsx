import type { Metadata } from 'next';
import { PublishPage } from '@/features/dashboard-publishing/publish-page';

export const metadata: Metadata = { title: 'Go live · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PublishRoute({ params, searchParams }: TProps) {
  return <PublishPage slug={(await params).site} searchParams={await searchParams} />;
}
