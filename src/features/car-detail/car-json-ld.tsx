import type { Car, WithContext } from 'schema-dts';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import { jsonLdImageUrls } from './json-ld-image-urls';

/** schema.org `Car` with an `Offer` in the site's currency and mileage in km, for search engines. */
export function CarJsonLd({ site, car, origin }: { site: TSite; car: TCarWithImages; origin: string }) {
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
    ...(car.colour && { color: car.colour }),
    ...(car.body && { bodyType: car.body }),
    ...(car.fuelType && { fuelType: car.fuelType }),
    ...(car.transmission && { vehicleTransmission: car.transmission }),
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
          seller: { '@type': 'AutoDealer', name: site.name },
        },
      }),
  };
  // '<' escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
