import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SuccessPage } from '@/features/enquiry/success-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = {
  params: Promise<{ site: string }>;
};

export const metadata: Metadata = { title: 'Enquiry sent', robots: { index: false } };

function first(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v ? v.slice(0, 80) : null;
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  const query = siteQueryFromSegment((await params).site);
  const location = Number(first(query.location));
  return (
    <SuccessPage
      site={site}
      category={first(query.category) ?? 'General Enquiry'}
      carSlug={first(query.car)}
      locationId={Number.isSafeInteger(location) && location > 0 ? location : null}
    />
  );
}
