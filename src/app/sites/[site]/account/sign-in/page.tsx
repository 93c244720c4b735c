import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInPage } from '@/features/my-garage/sign-in-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

// Per visitor (the session cookie): never prerendered or kept in the cache, unlike the site's other pages.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in to My Garage', robots: { index: false } };

/** My Garage's sign-in page: per visitor (it reads the session cookie), so rendered for each request. */
export default async function Page({ params }: TProps) {
  const segment = (await params).site;
  const site = await getSiteByKey(siteKeyFromSegment(segment));
  if (!site) notFound();
  return <SignInPage site={site} query={siteQueryFromSegment(segment)} />;
}
