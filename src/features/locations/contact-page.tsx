import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { PageShell } from '@/features/content-pages/page-shell';
import { ReviewList } from '@/features/reviews/review-list';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { listLocationReviews } from '@/server/reviews/list-location-reviews';
import type { TSite } from '@/server/websites/site.types';
import { LocationBlock } from './location-block';

/** /contact: the general enquiry form, every location by department, and recent reviews. */
export async function ContactPage({ site }: { site: TSite }) {
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  const now = new Date();
  const reviews = site.featureFlags.hideReviews
    ? []
    : await listLocationReviews(
        site.id,
        locations.map((l) => l.id),
        6,
      );
  return (
    <PageShell
      title={`Contact ${site.name}`}
      intro="Send us a question, call, or visit one of our locations."
    >
      <section aria-labelledby="enquiry-heading" className="mt-8 max-w-2xl">
        <h2 id="enquiry-heading" className="mb-4 text-2xl font-bold">
          Send an enquiry
        </h2>
        <EnquiryForm site={enquirySiteProps(site)} kind="general" />
      </section>
      <LocationBlock
        title="Our locations"
        locations={locations}
        filter={{ show: 'all' }}
        country={site.country}
        now={now}
      />
      <ReviewList reviews={reviews} now={now} />
    </PageShell>
  );
}
