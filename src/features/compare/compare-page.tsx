import { COMPARE_MAX_CARS, COMPARE_MIN_CARS, type TCompareList } from '@/domain/compare/compare-list';
import { siteSearchPath } from '@/domain/search/search-presets';
import { siteFinanceLayout } from '@/features/finance/site-finance-layout';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarListing } from '@/server/cars/car-listing';
import type { TSite } from '@/server/websites/site.types';
import { PageShell } from '@/ui/layout/page-shell';
import { SiteLink } from '@/ui/link/site-link';
import { compareRows } from './compare-rows';
import { CompareTable } from './compare-table';
import { RememberCompare } from './remember-compare';

type TProps = {
  site: TSite;
  list: TCompareList;
  /** The cars of the list this site shows, in the list's order. */
  cars: TCarWithImages[];
  /** Slugs of the list that are not a car of this site (another site's, sold and taken down, mistyped). */
  missing: string[];
  /** Cars the buyer may add (the site's newest), for the form that works without JavaScript. */
  choices: TCarListing[];
};

const BUTTON =
  'rounded-theme bg-primary text-primary-contrast inline-flex min-h-11 items-center px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The compare page, drawn on the server from its address alone (`/compare?cars=a,b,c`), so the same address shows
 * the same cars to anyone it is shared with: what the address names that this site does not show is said, never
 * shown; under two cars, the page asks for another.
 */
export function ComparePage({ site, list, cars, missing, choices }: TProps) {
  const slugs = cars.map((car) => car.slug);
  const addable = choices.filter((car) => !slugs.includes(car.slug));
  return (
    <PageShell title="Compare cars">
      <RememberCompare siteSlug={site.slug} slugs={slugs} />
      {missing.length > 0 && (
        <div className="border-line rounded-theme bg-surface-alt mt-6 border p-4" data-compare-missing>
          <p className="font-semibold">
            {missing.length === 1 ? 'One car in this link is' : `${missing.length} cars in this link are`} not
            available on {site.name}, so {missing.length === 1 ? 'it is' : 'they are'} not shown:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((slug) => (
              <li key={slug}>{slug}</li>
            ))}
          </ul>
          <p className="mt-1">It may have been sold, or the link may be mistyped.</p>
        </div>
      )}
      {list.invalid.length > 0 && (
        <p className="mt-4">Part of this link is not a car&apos;s address and was left out.</p>
      )}
      {list.dropped > 0 && (
        <p className="mt-4">
          Up to {COMPARE_MAX_CARS} cars can be compared at once: the first {COMPARE_MAX_CARS} are shown.
        </p>
      )}
      {cars.length > 0 && (
        <CompareTable cars={cars} rows={compareRows(cars, site.currency, siteFinanceLayout(site))} />
      )}
      {cars.length < COMPARE_MIN_CARS && (
        <p className="mt-6 text-lg">
          Choose {cars.length === 0 ? `at least ${COMPARE_MIN_CARS} cars` : 'another car'} to compare: use
          Compare on a car, or pick one below.
        </p>
      )}
      {cars.length < COMPARE_MAX_CARS && addable.length > 0 && (
        <form action="/compare" method="get" className="mt-6 flex flex-wrap items-end gap-3">
          {slugs.length > 0 && <input type="hidden" name="cars" value={slugs.join(',')} />}
          {/* min-w-0 and w-full: a long car name in the list must not widen the page on a phone. */}
          <div className="flex w-full max-w-md min-w-0 flex-col gap-1">
            <label htmlFor="compare-add" className="font-semibold">
              Add a car
            </label>
            <select
              id="compare-add"
              name="cars"
              className="rounded-theme border-ink bg-surface text-ink min-h-11 w-full border px-3"
            >
              {addable.map((car) => (
                <option key={car.id} value={car.slug}>
                  {car.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={BUTTON}>
            Add to comparison
          </button>
        </form>
      )}
      <p className="mt-6">
        <SiteLink
          href={siteSearchPath(site.searchSettings)}
          className="font-semibold underline underline-offset-4"
        >
          Browse all cars
        </SiteLink>
      </p>
    </PageShell>
  );
}
