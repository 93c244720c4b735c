import { OwnReservationNotice } from '@/features/checkout/own-reservation-notice';
import { awaitingPhotosWording } from '@/domain/cars/awaiting-photos-wording';
import { carTagBanner } from '@/domain/cars/car-tag-banner';
import { isFinanceEstimateShown } from '@/domain/cars/is-finance-estimate-shown';
import { stockTypeLabel } from '@/domain/cars/stock-type-label';
import type { TFinanceProvider } from '@/domain/finance/finance-layouts';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { CompareLink } from '@/features/compare/compare-link';
import { FavouriteToggle } from '@/features/favourites/favourite-toggle';
import { CarRepaymentCalculator } from '@/features/finance/car-repayment-calculator';
import { FinanceEstimate } from '@/features/finance/finance-estimate';
import { siteFinanceRates } from '@/features/finance/site-finance-layout';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import type { TSite } from '@/server/websites/site.types';
import { CarBrochure } from './car-brochure';
import { CarGallery } from './car-gallery';
import { galleryImages } from './gallery-images';
import { CarJsonLd } from './car-json-ld';
import { siteSearchPath } from '@/domain/search/search-presets';
import { searchPageTitle } from '@/features/search/search-titles';
import { breadcrumbJsonLd } from '@/features/seo/breadcrumb-json-ld';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import { CarLocationBlock } from './car-location-block';
import { carPhone } from './car-phone';
import { CarPriceBlock } from './car-price-block';
import { CarSidebar } from './car-sidebar';
import { CarSpecs } from './car-specs';
import { enquiryCarProps } from './enquiry-car-props';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { NewArrivalPanel } from './new-arrival-panel';
import { ShareCar } from './share-car';

type TProps = { site: TSite; car: TCarWithImages; where: TCarLocation | null; origin: string; now: Date };

/**
 * A car's page: gallery (or the new-arrival panel while only the placeholder photo exists), name with the
 * favourite toggle, tag, drive-away price, finance estimate where the rule allows, key specs, description,
 * location, and the sidebar of actions with the phone reveal; Compare and Share; a brochure for print;
 * schema.org Car JSON-LD.
 */
export function CarDetailPage({ site, car, where, origin, now }: TProps) {
  const photos = car.images.filter((i) => i.url !== PLACEHOLDER_IMAGE_URL);
  const enquirySite = enquirySiteProps(site);
  const enquiryCar = enquiryCarProps(car, where, site.country);
  const tag = carTagBanner(car, site.featureFlags, now);
  const phone = carPhone(car, where) ?? site.phone;
  const url = `${origin}/cars/${car.slug}`;
  const finance =
    isFinanceEstimateShown(car) && car.price !== null ? (
      <>
        <FinanceEstimate
          provider={site.financeProvider as TFinanceProvider | null}
          currency={site.currency}
          car={{ ...car, price: car.price }}
          rates={siteFinanceRates(site)}
        />
        <CarRepaymentCalculator site={site} car={car} />
      </>
    ) : null;
  return (
    <main id="main" className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-8 sm:px-6">
      <CarJsonLd site={site} car={car} origin={origin} where={where} />
      <JsonLdScript
        data={breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          {
            name: searchPageTitle(siteSearchPath(site.searchSettings)),
            path: siteSearchPath(site.searchSettings),
          },
          { name: car.name, path: `/cars/${car.slug}` },
        ])}
      />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-8">
          {photos.length > 0 ? (
            <CarGallery name={car.name} images={galleryImages(photos, car.name)} />
          ) : (
            <NewArrivalPanel
              site={enquirySite}
              car={enquiryCar}
              wording={awaitingPhotosWording(car.createdAt, now)}
            />
          )}
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">
              {stockTypeLabel(car.carType)}
              {tag && (
                <span className="bg-primary text-primary-contrast ml-2 rounded px-2 py-0.5">{tag.label}</span>
              )}
            </p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold sm:text-3xl">{car.name}</h1>
              <FavouriteToggle siteSlug={site.slug} car={{ id: car.id, slug: car.slug, name: car.name }} />
            </div>
            {/* Said in words too: a fuel tag outranks RESERVED on the banner (spec 4); its buyer reads it is theirs. */}
            {(car.sold || car.reserved) && (
              <OwnReservationNotice carId={car.id}>
                <p className="font-semibold">
                  {car.sold ? 'This car has been sold.' : 'This car is reserved.'}
                </p>
              </OwnReservationNotice>
            )}
          </div>
          <div className="flex flex-wrap items-start gap-x-6 gap-y-1">
            <CompareLink
              siteSlug={site.slug}
              slug={car.slug}
              name={car.name}
              className="text-ink inline-flex min-h-10 items-center font-semibold underline underline-offset-4"
            />
            <ShareCar url={url} title={car.name} />
          </div>
          <CarPriceBlock site={site} car={car} />
          <CarSidebar site={site} car={car} enquirySite={enquirySite} enquiryCar={enquiryCar} phone={phone} />
          {finance}
        </div>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="mb-3 text-xl font-bold">
              Key specifications
            </h2>
            <CarSpecs car={car} />
          </section>
          {car.description && (
            <section aria-labelledby="about-heading" className="max-w-3xl">
              <h2 id="about-heading" className="mb-3 text-xl font-bold">
                About this car
              </h2>
              <p className="text-ink-muted whitespace-pre-line">{car.description}</p>
            </section>
          )}
          {car.features.length > 0 && (
            <section aria-labelledby="features-heading" className="max-w-3xl">
              <h2 id="features-heading" className="mb-3 text-xl font-bold">
                Features
              </h2>
              <ul className="text-ink-muted grid list-disc gap-1 pl-5 sm:grid-cols-2">
                {car.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {where && <CarLocationBlock where={where} mapsKey={site.mapsKey} />}
      </div>
      <CarBrochure site={site} car={car} where={where} phone={phone} url={url} />
    </main>
  );
}
