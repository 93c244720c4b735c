import { departmentLocations, type TLocationTypeFilter } from '@/domain/locations/filter-locations';
import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import { PageShell } from '@/features/content-pages/page-shell';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import type { TSite } from '@/server/websites/site.types';
import { LocationBlock } from './location-block';

type TProps = {
  site: TSite;
  title: string;
  intro: string;
  department: TLocationTypeFilter;
  blockTitle: string;
  kind: TEnquiryKind;
  category?: string;
  submitLabel: string;
};

/** A department's page (/service, /book-test-drive): its enquiry form for its first location, then its locations. */
export async function DepartmentPage({
  site,
  title,
  intro,
  department,
  blockTitle,
  kind,
  category,
  submitLabel,
}: TProps) {
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  const shown = departmentLocations(locations, department);
  const first = shown[0] ?? locations[0];
  return (
    <PageShell title={title} intro={intro}>
      <section aria-labelledby="form-heading" className="mt-8 max-w-2xl">
        <h2 id="form-heading" className="mb-4 text-2xl font-bold">
          {first ? `${title} at ${first.name}` : title}
        </h2>
        <EnquiryForm
          site={enquirySiteProps(site)}
          kind={kind}
          category={category}
          submitLabel={submitLabel}
          location={
            first
              ? { id: first.id, name: first.name, dealershipSlug: first.dealershipSlug, phone: first.phone }
              : undefined
          }
        />
      </section>
      <LocationBlock
        title={blockTitle}
        locations={shown}
        filter={{ show: 'all' }}
        country={site.country}
        now={new Date()}
      />
    </PageShell>
  );
}
