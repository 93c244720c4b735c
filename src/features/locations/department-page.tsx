import type { ComponentType } from 'react';
import { chosenLocation } from '@/domain/locations/chosen-location';
import { departmentLocations, type TLocationTypeFilter } from '@/domain/locations/filter-locations';
import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import { PageShell } from '@/ui/layout/page-shell';
import { EnquiryForm, type TEnquiryFormProps } from '@/features/enquiry/enquiry-form';
import { enquiryLocationProps } from '@/features/enquiry/enquiry-location-props';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import type { TSite } from '@/server/websites/site.types';
import { LocationBlock } from './location-block';
import { LocationChooser } from './location-chooser';
import { nearestSearch } from './nearest-search';
import { PostcodeSearch } from './postcode-search';

export type TDepartmentPageProps = {
  site: TSite;
  title: string;
  intro: string;
  department: TLocationTypeFilter;
  blockTitle: string;
  /** The page's own path, for the location chooser's links. */
  basePath: string;
  /** What the location chooser asks ("Choose a service centre"). */
  chooserLabel: string;
  /** The location asked for by the URL (?location=), if any. */
  requestedLocationId: number | null;
  /** The visitor's postcode (?postcode=): the locations then show nearest first. */
  postcode?: string | string[];
  kind: TEnquiryKind;
  category?: string;
  submitLabel: string;
  /** The form, when the page's route brings its own (TestDriveEnquiryForm); EnquiryForm by default. */
  form?: ComponentType<TEnquiryFormProps>;
};

/**
 * A department's page (/service, /book-test-drive): a chooser of its locations when it has several, its enquiry
 * form for the chosen one (the first unless the URL names another), then its locations.
 */
export async function DepartmentPage({
  site,
  title,
  intro,
  department,
  blockTitle,
  basePath,
  chooserLabel,
  requestedLocationId,
  kind,
  category,
  submitLabel,
  postcode,
  form: Form = EnquiryForm,
}: TDepartmentPageProps) {
  const [locations, nearest] = await Promise.all([
    listSiteLocations(site.id, site.dealershipIds),
    nearestSearch(site, postcode),
  ]);
  const shown = departmentLocations(locations, department);
  const chosen = chosenLocation(shown, requestedLocationId) ?? locations[0];
  return (
    <PageShell title={title} intro={intro}>
      <section aria-labelledby="form-heading" className="mt-8 max-w-2xl">
        {chosen && (
          <LocationChooser label={chooserLabel} locations={shown} chosenId={chosen.id} basePath={basePath} />
        )}
        <h2 id="form-heading" className="mb-4 text-2xl font-bold">
          {chosen ? `${title} at ${chosen.name}` : title}
        </h2>
        {/* Keyed by the location: another location's form starts afresh, test-drive times included. */}
        <Form
          key={chosen?.id}
          site={enquirySiteProps(site)}
          page={requestedLocationId === null ? basePath : `${basePath}?location=${requestedLocationId}`}
          kind={kind}
          category={category}
          submitLabel={submitLabel}
          location={chosen ? enquiryLocationProps(chosen, site.country) : undefined}
        />
      </section>
      {nearest && shown.length > 1 && (
        <div className="mt-10">
          <PostcodeSearch
            action={`${basePath}#nearest-postcode`}
            lookup={nearest}
            keep={requestedLocationId === null ? {} : { location: String(requestedLocationId) }}
          />
        </div>
      )}
      <LocationBlock
        title={blockTitle}
        locations={shown}
        filter={{ show: 'all' }}
        country={site.country}
        now={new Date()}
        origin={nearest?.status === 'found' ? nearest.origin : null}
      />
    </PageShell>
  );
}
