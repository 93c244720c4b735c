import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactPage } from '@/features/locations/contact-page';
import { AutoDealerJsonLdScript } from '@/features/seo/auto-dealer-json-ld-script';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  return {
    title: 'Contact us',
    description: site
      ? `Call, visit or send ${site.name} an enquiry: locations, opening hours and directions.`
      : undefined,
    alternates: { canonical: '/contact' },
  };
}

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return (
    <>
      <ContactPage site={site} query={await searchParams} />
      <AutoDealerJsonLdScript site={site} />
    </>
  );
}
