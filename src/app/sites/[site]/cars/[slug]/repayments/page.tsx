import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/ui/layout/page-shell';
import { CarRepaymentCalculator } from '@/features/finance/car-repayment-calculator';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';
import { SiteLink } from '@/ui/link/site-link';

type TProps = { params: Promise<{ site: string; slug: string }> };

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  const car = site ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  return site && car ? { site, car } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  return { title: `Repayments: ${found.car.name}`, robots: { index: false } };
}

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** The repayment calculator worked out on the server: where the car page's calculator posts without JavaScript. */
export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  const { site, car } = found;
  const calculator = (
    <CarRepaymentCalculator site={site} car={car} query={siteQueryFromSegment((await params).site)} />
  );
  return (
    <PageShell title={`Repayments for the ${car.name}`}>
      <div className="mt-6 flex max-w-3xl flex-col gap-6">
        {calculator ?? <p>A finance estimate is not available for this car. Ask us about finance instead.</p>}
        <p>
          <SiteLink href={`/cars/${car.slug}`} className="font-semibold underline underline-offset-4">
            Back to the {car.name}
          </SiteLink>
        </p>
      </div>
    </PageShell>
  );
}
