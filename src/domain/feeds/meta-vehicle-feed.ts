import { delimitedText } from './delimited-text';
import type { TFeedField, TFeedItem } from './feed-car.types';
import { feedDate, feedDescription, feedEnum, feedPrice, feedVin } from './feed-values';

/** Meta's limit of photos per vehicle. */
const MAX_PHOTOS = 20;

/**
 * The fields of Meta's automotive inventory ads catalog (vehicles), CSV with JSON-path column names for nested
 * values (address.city, image[0].url), as read on 2026-11-29 (docs/feeds.md has the sources). `vin` and
 * `exterior_color` are required by Meta but written only where the car has them: a made-up value would be wrong.
 */
export const META_FIELDS: readonly TFeedField[] = [
  { name: 'vehicle_id', required: true },
  { name: 'title', required: true },
  { name: 'description', required: true },
  { name: 'url', required: true },
  { name: 'make', required: true },
  { name: 'model', required: true },
  { name: 'year', required: true },
  { name: 'mileage.value', required: true },
  { name: 'mileage.unit', required: true },
  { name: 'body_style', required: true },
  { name: 'exterior_color', required: true },
  { name: 'price', required: true },
  { name: 'state_of_vehicle', required: true },
  { name: 'vin', required: true },
  { name: 'address.addr1', required: true },
  { name: 'address.city', required: true },
  { name: 'address.region', required: true },
  { name: 'address.postal_code', required: true },
  { name: 'address.country', required: true },
  { name: 'image[0].url', required: true },
  { name: 'image[0].tag[0]', required: true },
  { name: 'transmission', required: false },
  { name: 'fuel_type', required: false },
  { name: 'drivetrain', required: false },
  { name: 'trim', required: false },
  { name: 'availability', required: false },
  { name: 'date_first_on_lot', required: false },
  { name: 'dealer_name', required: false },
];

/** Required by Meta, but known only for some cars: left empty rather than invented. */
export const META_WHERE_KNOWN = new Set(['vin', 'exterior_color']);

const BODY_STYLES: [RegExp, string][] = [
  [/convertible|cabrio|roadster/i, 'CONVERTIBLE'],
  [/coupe/i, 'COUPE'],
  [/hatch/i, 'HATCHBACK'],
  [/people|mpv|minivan/i, 'MINIVAN'],
  [/ute|pick.?up|cab.?chassis|truck/i, 'TRUCK'],
  [/suv|4wd wagon/i, 'SUV'],
  [/sedan/i, 'SEDAN'],
  [/van/i, 'VAN'],
  [/wagon|estate/i, 'WAGON'],
  [/crossover/i, 'CROSSOVER'],
];
const TRANSMISSIONS: [RegExp, string][] = [
  [/manual/i, 'MANUAL'],
  [/auto|cvt|dct|dual.clutch|constant|sports? auto/i, 'AUTOMATIC'],
];
const FUELS: [RegExp, string][] = [
  [/plug.?in|phev/i, 'PLUGIN_HYBRID'],
  [/hybrid/i, 'HYBRID'],
  [/electric|\bev\b/i, 'ELECTRIC'],
  [/diesel/i, 'DIESEL'],
  [/petrol|unleaded|gasoline|ulp/i, 'GASOLINE'],
  [/flex|e85/i, 'FLEX'],
];
const DRIVETRAINS: [RegExp, string][] = [
  [/4x4|4wd/i, '4X4'],
  [/awd|all.?wheel/i, 'AWD'],
  [/fwd|front/i, 'FWD'],
  [/rwd|rear/i, 'RWD'],
];

/** One car as a row of Meta's catalog. */
export function metaVehicleRow({ car, dealer }: TFeedItem, currency: 'AUD' | 'NZD'): Record<string, string> {
  const row: Record<string, string> = {
    vehicle_id: String(car.id),
    title: car.name,
    description: feedDescription(car),
    url: car.url,
    make: car.make,
    model: car.model,
    year: String(car.year),
    'mileage.value': String(car.km),
    'mileage.unit': 'KM',
    body_style: feedEnum(car.body, BODY_STYLES, 'OTHER'),
    exterior_color: car.colour ?? '',
    price: feedPrice(car.price, currency),
    // Meta knows NEW, USED and CPO: a demonstrator has been registered, so it is sold as used.
    state_of_vehicle: car.carType === 'new' ? 'NEW' : 'USED',
    vin: feedVin(car.vin),
    'address.addr1': dealer.street,
    'address.city': dealer.city,
    'address.region': dealer.state,
    'address.postal_code': dealer.postcode,
    'address.country': dealer.country,
    transmission: feedEnum(car.transmission, TRANSMISSIONS, ''),
    fuel_type: feedEnum(car.fuelType, FUELS, car.fuelType ? 'OTHER' : ''),
    drivetrain: feedEnum(car.drivetrain, DRIVETRAINS, car.drivetrain ? 'OTHER' : ''),
    trim: car.badge ?? '',
    availability: 'AVAILABLE',
    date_first_on_lot: feedDate(car.createdAt),
    dealer_name: dealer.name,
  };
  car.photos.slice(0, MAX_PHOTOS).forEach((url, i) => {
    row[`image[${i}].url`] = url;
    row[`image[${i}].tag[0]`] = i === 0 ? 'Main' : 'Photo';
  });
  return row;
}

/** The site's catalog as CSV: a column per field, plus one url and tag column per photo the fullest car has. */
export function metaVehicleCsv(items: readonly TFeedItem[], currency: 'AUD' | 'NZD'): string {
  const rows = items.map((item) => metaVehicleRow(item, currency));
  const photos = Math.min(MAX_PHOTOS, Math.max(1, ...items.map((i) => i.car.photos.length)));
  const columns = [
    ...META_FIELDS.map((f) => f.name),
    ...Array.from({ length: photos - 1 }, (_, n) => [`image[${n + 1}].url`, `image[${n + 1}].tag[0]`]).flat(),
  ];
  return delimitedText(columns, rows, ',');
}
