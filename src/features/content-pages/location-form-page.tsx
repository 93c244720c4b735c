import { filterLocations, type TEnquiryKind, type TLocationFilter } from '@/domain';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { LocationBlock } from '@/features/locations/location-block';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import type { TSite } from '@/server/websites/site.types';
import { PageShell } from './page-shell';

type TProps = {
  site: TSite;
  /** The page's path, for the location choice links (?location={id}). */
  path: string;
  title: string;
  intro: string;
  formHeading: string;
  kind: TEnquiryKind;
  category?: string;
  submitLabel: string;
  /** Which locations can take this form (service desks for /service, sales for /book-test-drive). */
  filter: TLocationFilter;
  locationsTitle: string;
  /** The ?location= query value, if any. */
  chosenId?: string;
};

/**
 * A page whose enquiry goes to one location (/service, /book-test-drive): a choice of the matching
 * locations as plain links (works without JavaScript), the form for the chosen one, and their cards.
 */
export async function LocationFormPage(props: TProps) {
  const { site, kind, filter } = props;
  const all = await listSiteLocations(site.id, site.dealershipIds);
  const matching = filterLocations(all, filter);
  const choices = matching.length > 0 ? matching : filterLocations(all, { show: 'primary' });
  const chosen = choices.find((l) => String(l.id) === props.chosenId) ?? choices[0];
  const now = new Date();
  return (
    <PageShell title={props.title} intro={props.intro}>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="mb-4 text-2xl font-bold">
            {props.formHeading}
            {chosen ? ` at ${chosen.name}` : ''}
          </h2>
          {choices.length > 1 && (
            <nav aria-label="Choose a location" className="mb-6">
              <p className="mb-2 font-semibold">Choose a location</p>
              <ul className="flex list-none flex-wrap gap-2 p-0">
                {choices.map((l) => (
                  <li key={l.id}>
                    <a
                      href={`${props.path}?location=${l.id}`}
                      aria-current={l.id === chosen?.id ? 'true' : undefined}
                      className={`rounded-theme inline-flex min-h-11 items-center border px-4 py-2 ${
                        l.id === chosen?.id
                          ? 'bg-primary text-primary-contrast border-transparent'
                          : 'border-line text-ink bg-surface underline underline-offset-2'
                      }`}
                    >
                      {l.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <EnquiryForm
            key={chosen?.id ?? 'site'}
            site={enquirySiteProps(site)}
            kind={kind}
            category={props.category}
            submitLabel={props.submitLabel}
            location={
              chosen
                ? {
                    id: chosen.id,
                    name: chosen.name,
                    dealershipSlug: chosen.dealershipSlug,
                    phone: chosen.phone,
                  }
                : undefined
            }
          />
        </section>
        <LocationBlock
          title={props.locationsTitle}
          locations={chosen ? [chosen] : []}
          filter={{ show: 'all' }}
          country={site.country}
          now={now}
        />
      </div>
    </PageShell>
  );
}
