import { PhoneLink } from '@/ui/link/phone-link';
import { getCarLocation } from '@/server/cars/get-car-location';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { SiteLink } from '@/ui/link/site-link';
import { EnquiryCarLine } from './enquiry-car-line';
import type { TSite } from '@/server/websites/site.types';
import { LastEnquiryCar } from './last-enquiry-car';
import { successContact } from './success-contact';
import { successCopy } from './success-copy';
import { siteSearchPath } from '@/domain/search/search-presets';

type TProps = {
  site: TSite;
  category: string;
  /** ?car={slug}: the car the enquiry was about (another site's is no car). */
  carSlug: string | null;
  /** ?location={id}: the location the form was for (another site's is no location). */
  locationId: number | null;
};

/** The car (with its location) and the location named in the /success address, both the site's own. */
async function enquiryContext(site: TSite, carSlug: string | null, locationId: number | null) {
  const [car, locations] = await Promise.all([
    carSlug ? getCarBySlug(site.id, site.dealershipIds, carSlug) : null,
    locationId === null ? [] : listSiteLocations(site.id, site.dealershipIds),
  ]);
  const where = car ? await getCarLocation(site.id, car.dealershipId, car.locationId) : null;
  return {
    car: car && {
      slug: car.slug,
      name: car.name,
      locationPhone: car.locationPhone,
      location: where?.location ?? null,
    },
    location: locations.find((l) => l.id === locationId) ?? null,
  };
}

/**
 * /success?category=…(&car={slug})(&location={id}): what was sent, about which car, what happens next, and
 * whom to call: the car's location or the form's location, else the site.
 */
export async function SuccessPage({ site, category, carSlug, locationId }: TProps) {
  const copy = successCopy(category);
  const searchPath = siteSearchPath(site.searchSettings);
  const { car, location } = await enquiryContext(site, carSlug, locationId);
  const contact = successContact({ car, location, site });
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-6 py-12">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">{category}</p>
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      {car ? <EnquiryCarLine car={car} /> : <LastEnquiryCar siteSlug={site.slug} carSlug={carSlug} />}
      <section aria-labelledby="next-heading" className="flex flex-col gap-2">
        <h2 id="next-heading" className="text-xl font-bold">
          What happens next
        </h2>
        <ul className="list-disc pl-5">
          {copy.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {contact && (
            <li>
              In a hurry? Call {contact.name} on{' '}
              <PhoneLink
                phone={contact.phone}
                country={site.country}
                className="font-semibold underline underline-offset-2"
              />
              .
            </li>
          )}
        </ul>
      </section>
      <p className="flex flex-wrap gap-4">
        <SiteLink href={searchPath} className="font-semibold underline underline-offset-4">
          Keep browsing cars
        </SiteLink>
        <SiteLink href="/" className="font-semibold underline underline-offset-4">
          Back to the home page
        </SiteLink>
      </p>
    </main>
  );
}
