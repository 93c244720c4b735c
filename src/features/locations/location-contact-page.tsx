import { areSiteReviewsHidden } from '@/domain/reviews/are-site-reviews-hidden';
import { notFound } from 'next/navigation';
import { locationContactSlug } from '@/domain/locations/location-contact-path';
import { locationTypeOf } from '@/domain/locations/filter-locations';
import { locationBooking } from '@/domain/locations/location-booking';
import { PageShell } from '@/ui/layout/page-shell';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquiryLocationProps } from '@/features/enquiry/enquiry-location-props';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { ReviewList } from '@/features/reviews/review-list';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { listLocationReviews } from '@/server/reviews/list-location-reviews';
import type { TSite } from '@/server/websites/site.types';
import { LocationCard } from './location-card';
import { LocationMap } from './location-map';

/** The locations a /contact-us/{slug} page is about (a dealer's Sales, Service and Parts share one slug). */
export function locationsForContactSlug(locations: TSiteLocation[], slug: string): TSiteLocation[] {
  return locations.filter((l) => locationContactSlug(l.name) === slug);
}

/** /contact-us/{slug}: the location's form (to its sales desk first), its cards with hours, map and reviews. */
export async function LocationContactPage({
  site,
  matches,
  siteLocations,
}: {
  site: TSite;
  matches: TSiteLocation[];
  /** Every location of the site: the reviews rule counts the site's rated locations, as the header does. */
  siteLocations: TSiteLocation[];
}) {
  const now = new Date();
  const lead = matches.find((l) => locationTypeOf(l) === 'sales') ?? matches[0];
  if (!lead) notFound();
  const reviews = areSiteReviewsHidden(site.featureFlags.hideReviews, siteLocations)
    ? []
    : await listLocationReviews(
        site.id,
        matches.map((l) => l.id),
        6,
      );
  const title = lead.name.replace(/\s+(sales|service|parts)$/i, '');
  return (
    <PageShell
      title={`Contact ${title}`}
      intro={`${lead.street}, ${lead.city} ${lead.state} ${lead.postcode}`}
    >
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className="mb-4 text-2xl font-bold">
            Send {title} an enquiry
          </h2>
          <EnquiryForm
            site={enquirySiteProps(site)}
            page={`/contact-us/${locationContactSlug(lead.name)}`}
            kind="general"
            location={enquiryLocationProps(lead, site.country)}
          />
        </section>
        <div className="flex flex-col gap-6">
          <LocationMap location={lead} mapsKey={site.mapsKey ?? lead.mapKey} />
          {matches.map((l) => (
            <LocationCard
              key={l.id}
              location={l}
              country={site.country}
              now={now}
              headingLevel="h2"
              fullHours
              hideContact
              booking={locationBooking(l)}
            />
          ))}
        </div>
      </div>
      <ReviewList reviews={reviews} now={now} />
    </PageShell>
  );
}
