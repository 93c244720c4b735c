import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountPage } from '@/features/my-garage/account-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

// Per visitor (the session cookie): never prerendered or kept in the cache, unlike the site's other pages.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } };

/** The signed-in buyer's account: per visitor, so rendered for each request (it reads the session cookie). */
export default async function Page({ params }: TProps) {
  const segment = (await params).site;
  const site = await getSiteByKey(siteKeyFromSegment(segment));
  if (!site) notFound();
  return <AccountPage site={site} query={siteQueryFromSegment(segment)} />;
}
