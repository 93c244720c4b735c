import { CarCard } from '@/features/car-card/car-card';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import type { TSite } from '@/server/websites/site.types';
import { PageShell } from './page-shell';

type TProps = {
  site: TSite;
  title: string;
  intro: string;
  formHeading: string;
  category: string;
  submitLabel: string;
  /** Show the site's newest cars under the form (special offers). */
  carsHeading?: string;
};

/** A page with one enquiry form of its own category (/special-offers, /happy-rewards) and, optionally, recent stock. */
export async function OfferEnquiryPage({ site, carsHeading, ...props }: TProps) {
  const cars = carsHeading ? await listLatestCars(site.id, site.dealershipIds, 8) : [];
  return (
    <PageShell title={props.title} intro={props.intro}>
      <section aria-labelledby="form-heading" className="mt-8 max-w-2xl">
        <h2 id="form-heading" className="mb-4 text-2xl font-bold">
          {props.formHeading}
        </h2>
        <EnquiryForm
          site={enquirySiteProps(site)}
          kind="general"
          category={props.category}
          submitLabel={props.submitLabel}
        />
      </section>
      {carsHeading && cars.length > 0 && (
        <section aria-labelledby="cars-heading" className="mt-12">
          <h2 id="cars-heading" className="mb-6 text-2xl font-bold">
            {carsHeading}
          </h2>
          <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} currency={site.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageShell>
  );
}
