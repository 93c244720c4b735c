import { notFound } from 'next/navigation';
import { HomePage } from '@/features/home/home-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return <HomePage site={site} />;
}

export const metadata = { alternates: { canonical: '/' } };
