import { delimitedText } from './delimited-text';
import type { TFeedField, TFeedItem } from './feed-car.types';
import { feedDescription, feedPrice, feedVin } from './feed-values';

/** Google's category of cars, trucks and vans (Google product taxonomy id 916), which vehicle ads require. */
const CARS_TRUCKS_AND_VANS = '916';

/** Google's limit of additional photos per vehicle. */
const MAX_ADDITIONAL_PHOTOS = 10;

/**
 * The attributes of Google's vehicle ads primary feed (Merchant Center), tab-separated, as read on 2026-11-29
 * (docs/feeds.md has the sources). The dealership's address is not a feed attribute: Google takes it from the
 * Business Profile whose store code the `store_code` / `vehicle_fulfillment` attributes name. `VIN` is written
 * only where the car has a valid one; `mileage` is required for used vehicles.
 */
export const GOOGLE_FIELDS: readonly TFeedField[] = [
  { name: 'id', required: true },
  { name: 'google_product_category', required: true },
  { name: 'store_code', required: true },
  { name: 'vehicle_fulfillment', required: true },
  { name: 'title', required: true },
  { name: 'description', required: true },
  { name: 'link', required: true },
  { name: 'image_link', required: true },
  { name: 'price', required: true },
  { name: 'condition', required: true },
  { name: 'brand', required: true },
  { name: 'model', required: true },
  { name: 'year', required: true },
  { name: 'mileage', required: true },
  { name: 'VIN', required: true },
  { name: 'additional_image_link', required: false },
  { name: 'trim', required: false },
  { name: 'color', required: false },
  { name: 'body_style', required: false },
];

/** Required by Google, but known only for some cars: left empty rather than invented. */
export const GOOGLE_WHERE_KNOWN = new Set(['VIN']);

/** One car as a row of Google's primary feed. */
export function googleVehicleRow(
  { car, dealer }: TFeedItem,
  currency: 'AUD' | 'NZD',
): Record<string, string> {
  const [main = '', ...more] = car.photos;
  return {
    id: String(car.id),
    google_product_category: CARS_TRUCKS_AND_VANS,
    store_code: dealer.storeCode,
    vehicle_fulfillment: `in_store:${dealer.storeCode}`,
    title: car.name,
    description: feedDescription(car),
    link: car.url,
    image_link: main,
    price: feedPrice(car.price, currency),
    // Google knows new and used: a demonstrator has been registered, so it is used.
    condition: car.carType === 'new' ? 'new' : 'used',
    brand: car.make,
    model: car.model,
    year: String(car.year),
    mileage: `${car.km} km`,
    VIN: feedVin(car.vin),
    additional_image_link: more.slice(0, MAX_ADDITIONAL_PHOTOS).join(','),
    trim: car.badge ?? '',
    color: car.colour ?? '',
    body_style: car.body ?? '',
  };
}

/** The site's primary feed as tab-separated text. */
export function googleVehicleTsv(items: readonly TFeedItem[], currency: 'AUD' | 'NZD'): string {
  return delimitedText(
    GOOGLE_FIELDS.map((f) => f.name),
    items.map((item) => googleVehicleRow(item, currency)),
    '\t',
  );
}
