import type { Car, WithContext } from 'schema-dts';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { driveWheelConfiguration } from '@/domain/cars/drivetrain';
import { locationContactPath } from '@/domain/locations/location-contact-path';
import type { TSite } from '@/server/websites/site.types';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { jsonLdImageUrls } from './json-ld-image-urls';

/**
 * schema.org `Car` with an `Offer` (its url, the selling branch as seller) in the site's currency, mileage in
 * km, trim, engine, drivetrain, doors and seats when known, for search engines.
 */
export function CarJsonLd({
  site,
  car,
  origin,
  where,
}: {
  site: TSite;
  car: TCarWithImages;
  origin: string;
  /** The branch that sells the car: the Offer's seller. */
  where: TCarLocation | null;
}) {
  const branch = where?.location;
  const images = jsonLdImageUrls(car.images, origin);
  // Typed with schema-dts: a property or type schema.org does not have fails the type check.
  const data: WithContext<Car> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: `${origin}/cars/${car.slug}`,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition:
      car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    ...(car.vin && { vehicleIdentificationNumber: car.vin }),
    ...(car.badge && { vehicleConfiguration: car.badge }),
    ...(car.engine && { vehicleEngine: { '@type': 'EngineSpecification', name: car.engine } }),
    ...(car.colour && { color: car.colour }),
    ...(car.body && { bodyType: car.body }),
    ...(car.fuelType && { fuelType: car.fuelType }),
    ...(car.transmission && { vehicleTransmission: car.transmission }),
    ...(car.drivetrain && { driveWheelConfiguration: driveWheelConfiguration(car.drivetrain) }),
    ...(car.doors !== null && { numberOfDoors: car.doors }),
    ...(car.seats !== null && { seatingCapacity: car.seats }),
    sku: car.stocknum,
    ...(images.length > 0 && { image: images }),
    ...(car.price !== null &&
      car.price > 0 && {
        offers: {
          '@type': 'Offer',
          url: `${origin}/cars/${car.slug}`,
          price: car.price,
          priceCurrency: site.currency,
          availability: car.sold
            ? 'https://schema.org/SoldOut'
            : car.status === 'coming_soon'
              ? 'https://schema.org/PreOrder'
              : 'https://schema.org/InStock',
          seller: branch
            ? {
                '@type': 'AutoDealer',
                name: branch.name,
                url: `${origin}${locationContactPath(branch.name)}`,
                ...(branch.phone && { telephone: branch.phone }),
                address: {
                  '@type': 'PostalAddress',
                  streetAddress: branch.street,
                  addressLocality: branch.city,
                  addressRegion: branch.state,
                  postalCode: branch.postcode,
                  addressCountry: site.country,
                },
              }
            : { '@type': 'AutoDealer', name: where?.dealershipName ?? site.name },
        },
      }),
  };
  return <JsonLdScript data={data} />;
}
