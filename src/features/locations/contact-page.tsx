import { enquiryKindOfCategory, type TEnquiryKind } from '@/domain/leads/enquiry-category';
import { areSiteReviewsHidden } from '@/domain/reviews/are-site-reviews-hidden';
import { RESERVE_CAR_CATEGORY } from '@/domain/leads/lead-categories';
import { enquiryCarProps } from '@/features/car-detail/enquiry-car-props';
import { getCarLocation } from '@/server/cars/get-car-location';
import { FormCarSummary } from '@/ui/form/form-car-summary';
import { PageShell } from '@/ui/layout/page-shell';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { ReviewList } from '@/features/reviews/review-list';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { listLocationReviews } from '@/server/reviews/list-location-reviews';
import { listDealershipNames } from '@/server/search/list-dealership-names';
import type { TSite } from '@/server/websites/site.types';
import { parseContactQuery } from './contact-query';
import { LocationBlock } from './location-block';
import { nearestSearch } from './nearest-search';
import { PostcodeSearch } from './postcode-search';

type TProps = { site: TSite; query: Record<string, string | string[] | undefined> };

/** This site's car named by /contact?car=…, as the enquiry form needs it; another site's car is no car. */
async function contactCar(site: TSite, slug: string | null) {
  const car = slug ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  if (!car) return null;
  const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
  return { props: enquiryCarProps(car, where, site.country), sold: car.sold };
}

/**
 * /contact: the general enquiry form, every location by department, and recent reviews. Got a Question?
 * and Reserve Car Now link here with ?car={slug}&category=…: the form then names the car and sends it
 * with the lead, in that category (a Question gets the question form; Reserve Car starts the message).
 */
const FORM_HEADINGS: Record<TEnquiryKind, string> = {
  general: 'Send an enquiry',
  'test-drive': 'Book a test drive',
  'photo-request': 'Request more photos',
  question: 'Ask a question',
};

/** /contact with the query it was asked with (the car and category the form names), for the form's post. */
function contactPageAddress(query: TProps['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value ?? []].flat()) params.append(key, one);
  }
  const text = params.toString();
  return text ? `/contact?${text}` : '/contact';
}

export async function ContactPage({ site, query }: TProps) {
  const { carSlug, category } = parseContactQuery(query);
  const [locations, car, nearest, dealerships] = await Promise.all([
    listSiteLocations(site.id, site.dealershipIds),
    contactCar(site, carSlug),
    nearestSearch(site, query.postcode),
    listDealershipNames(site.id, site.dealershipIds),
  ]);
  const now = new Date();
  // The header's rule: no reviews when the site has exactly three rated locations.
  const reviews = areSiteReviewsHidden(site.featureFlags.hideReviews, locations)
    ? []
    : await listLocationReviews(
        site.id,
        locations.map((l) => l.id),
        6,
      );
  const reserving = car !== null && category === RESERVE_CAR_CATEGORY;
  const kind = enquiryKindOfCategory(category);
  return (
    <PageShell
      title={reserving ? 'Reserve this car' : `Contact ${site.name}`}
      intro={
        reserving
          ? 'Send us your details and our team will contact you to reserve the car and arrange the next steps.'
          : 'Send us a question, call, or visit one of our locations.'
      }
    >
      <section aria-labelledby="enquiry-heading" className="mt-8 max-w-2xl">
        <h2 id="enquiry-heading" className="mb-4 text-2xl font-bold">
          {FORM_HEADINGS[kind]}
        </h2>
        {car && (
          <FormCarSummary
            car={{ ...car.props, sold: car.sold }}
            lead="Your enquiry is about the"
            className="mb-4"
          />
        )}
        <EnquiryForm
          site={enquirySiteProps(site)}
          page={contactPageAddress(query)}
          dealerships={dealerships}
          kind={kind}
          car={car?.props}
          category={category ?? undefined}
          defaultMessage={reserving ? `I would like to reserve the ${car.props.name}.` : undefined}
        />
      </section>
      {nearest && locations.length > 1 && (
        <div className="mt-10">
          <PostcodeSearch action="/contact#nearest-postcode" lookup={nearest} />
        </div>
      )}
      <LocationBlock
        title="Our locations"
        locations={locations}
        filter={{ show: 'all' }}
        country={site.country}
        now={now}
        origin={nearest?.status === 'found' ? nearest.origin : null}
      />
      <ReviewList reviews={reviews} now={now} />
    </PageShell>
  );
}
