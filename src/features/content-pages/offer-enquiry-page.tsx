import { lcpPicture } from '@/domain/content/lcp-picture';
import { siteSearchPath } from '@/domain/search/search-presets';
import { CarCard } from '@/features/car-card/car-card';
import { siteCardProps } from '@/features/car-card/site-card-props';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { ContentBlockList } from '@/features/content-blocks/content-block-list';
import { listSpecialOfferCars } from '@/server/cars/list-special-offer-cars';
import { getOfferBlocks } from '@/server/content-blocks/get-offer-blocks';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { PageShell } from '@/ui/layout/page-shell';

const OFFER_CARS = 24;

type TProps = {
  site: TSite;
  title: string;
  intro: string;
  formHeading: string;
  category: string;
  submitLabel: string;
  /** The page's own path: where its form posts without JavaScript. */
  path: string;
  /** List the site's cars tagged Special above the form, under this heading (/special-offers). */
  offersHeading?: string;
};

/**
 * A page with one enquiry form of its own category (/special-offers, /happy-rewards); on the special offers
 * page, the site's offer content blocks and its cars tagged Special (each on the one car card) come first,
 * then the form. The first offer block picture, else the first car's, is the page's LCP image (lcpPicture).
 */
export async function OfferEnquiryPage({ site, offersHeading, ...props }: TProps) {
  const [offers, offerBlocks] = offersHeading
    ? await Promise.all([
        listSpecialOfferCars(site.id, site.dealershipIds, OFFER_CARS),
        getOfferBlocks(site.id),
      ])
    : [[], []];
  const card = siteCardProps(site, new Date());
  const lcp = lcpPicture({ blocks: offerBlocks });
  return (
    <PageShell title={props.title} intro={props.intro}>
      {offerBlocks.length > 0 && (
        <div className="mt-8">
          <ContentBlockList blocks={offerBlocks} heading="Current offers" priority={lcp === 'blocks'} />
        </div>
      )}
      {offersHeading && (
        <section aria-labelledby="offers-heading" className="mt-8">
          <h2 id="offers-heading" className="mb-6 text-2xl font-bold">
            {offersHeading}
          </h2>
          {offers.length > 0 ? (
            <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
              {offers.map((car, i) => (
                <li key={car.id}>
                  <CarCard car={car} {...card} priority={lcp === 'cars' && i === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">
              No car is on special right now. Ask below and we will tell you about the next offer, or{' '}
              <SiteLink href={siteSearchPath(site.searchSettings)} className="underline underline-offset-2">
                see all our cars
              </SiteLink>
              .
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="form-heading" className="mt-12 max-w-2xl">
        <h2 id="form-heading" className="mb-4 text-2xl font-bold">
          {props.formHeading}
        </h2>
        <EnquiryForm
          site={enquirySiteProps(site)}
          kind="general"
          category={props.category}
          submitLabel={props.submitLabel}
          page={props.path}
        />
      </section>
    </PageShell>
  );
}
