import { describe, expect, it } from 'vitest';
import { delimitedText, parseDelimitedText } from './delimited-text';
import type { TFeedItem } from './feed-car.types';
import { feedEnum, feedVin } from './feed-values';
import { GOOGLE_FIELDS, GOOGLE_WHERE_KNOWN, googleVehicleTsv } from './google-vehicle-feed';
import { META_FIELDS, META_WHERE_KNOWN, metaVehicleCsv } from './meta-vehicle-feed';

const dealer = {
  name: 'Penrith Mazda',
  storeCode: 'penrith-mazda',
  street: '1 High St, Suite "B"',
  city: 'Penrith',
  state: 'NSW',
  postcode: '2750',
  country: 'AU' as const,
};

const known: TFeedItem = {
  dealer,
  car: {
    id: 11,
    name: '2021 Mazda CX-5 Maxx Sport',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    year: 2021,
    km: 45210,
    vin: 'jm0kf4w7a00123456',
    body: 'SUV',
    colour: 'Soul Red',
    transmission: '6 Speed Automatic',
    fuelType: 'Petrol',
    drivetrain: 'AWD',
    carType: 'used',
    description: 'One owner, full history.\nTow bar, tinted windows',
    price: 32990,
    createdAt: new Date('2026-11-20T03:00:00Z'),
    url: 'https://penrith.example.com.au/cars/2021-mazda-cx-5-m1',
    photos: Array.from({ length: 12 }, (_, i) => `https://penrith.example.com.au/media/cars/11/${i}.jpg`),
  },
};

const sparse: TFeedItem = {
  dealer,
  car: {
    ...known.car,
    id: 12,
    vin: 'not-a-vin',
    colour: null,
    body: null,
    transmission: null,
    fuelType: null,
    drivetrain: null,
    badge: null,
    carType: 'demo',
    description: null,
    km: 15,
    photos: ['https://penrith.example.com.au/media/cars/12/0.jpg'],
  },
};

/** Every required field has a value in every row, save those a car may not know (VIN, colour). */
function missingRequired(
  rows: Record<string, string>[],
  fields: readonly { name: string; required: boolean }[],
  whereKnown: Set<string>,
) {
  return rows.flatMap((row) =>
    fields
      .filter((f) => f.required && !whereKnown.has(f.name) && !row[f.name])
      .map((f) => `${row.vehicle_id ?? row.id}:${f.name}`),
  );
}

describe("Meta's automotive inventory catalog (CSV)", () => {
  const rows = parseDelimitedText(metaVehicleCsv([known, sparse], 'AUD'), ',');

  it('has every required field in every row', () => {
    expect(rows).toHaveLength(2);
    expect(missingRequired(rows, META_FIELDS, META_WHERE_KNOWN)).toEqual([]);
  });

  it('gives the drive-away price in the site currency, km, VIN where known, photos, the URL and the address', () => {
    const [row] = rows;
    expect(row).toMatchObject({
      vehicle_id: '11',
      price: '32990.00 AUD',
      'mileage.value': '45210',
      'mileage.unit': 'KM',
      vin: 'JM0KF4W7A00123456',
      url: 'https://penrith.example.com.au/cars/2021-mazda-cx-5-m1',
      'image[0].url': 'https://penrith.example.com.au/media/cars/11/0.jpg',
      'image[11].url': 'https://penrith.example.com.au/media/cars/11/11.jpg',
      'address.addr1': '1 High St, Suite "B"',
      'address.city': 'Penrith',
      'address.region': 'NSW',
      'address.postal_code': '2750',
      'address.country': 'AU',
      state_of_vehicle: 'USED',
      body_style: 'SUV',
      transmission: 'AUTOMATIC',
      fuel_type: 'GASOLINE',
      drivetrain: 'AWD',
      description: 'One owner, full history.\nTow bar, tinted windows',
      date_first_on_lot: '2026-11-20',
    });
  });

  it('leaves an unknown VIN and colour empty, and falls back to the name for a missing description', () => {
    const [, row] = rows;
    expect(row).toMatchObject({
      vin: '',
      exterior_color: '',
      description: known.car.name,
      body_style: 'OTHER',
      state_of_vehicle: 'USED',
    });
    expect(row!['image[1].url']).toBe('');
  });

  it('names a fuel or drivetrain it cannot map OTHER, and leaves an unknown transmission empty', () => {
    const odd = {
      ...known,
      car: { ...known.car, fuelType: 'LPG', drivetrain: 'Part-time', transmission: 'Sequential' },
    };
    const [row] = parseDelimitedText(metaVehicleCsv([odd], 'AUD'), ',');
    expect(row).toMatchObject({ fuel_type: 'OTHER', drivetrain: 'OTHER', transmission: '' });
  });

  it('calls a new car NEW', () => {
    const [row] = parseDelimitedText(
      metaVehicleCsv([{ ...known, car: { ...known.car, carType: 'new' } }], 'AUD'),
      ',',
    );
    expect(row!.state_of_vehicle).toBe('NEW');
  });

  it('writes an NZ site in NZD', () => {
    const [row] = parseDelimitedText(metaVehicleCsv([known], 'NZD'), ',');
    expect(row!.price).toBe('32990.00 NZD');
  });
});

describe("Google's vehicle ads primary feed (tab-separated)", () => {
  const text = googleVehicleTsv([known, sparse], 'AUD');
  const rows = parseDelimitedText(text, '\t');

  it('has every required attribute in every row, on one line per car', () => {
    expect(text.trimEnd().split('\n')).toHaveLength(3);
    expect(missingRequired(rows, GOOGLE_FIELDS, GOOGLE_WHERE_KNOWN)).toEqual([]);
  });

  it('gives the drive-away price in the site currency, mileage, VIN where known, photos, the link and the store', () => {
    const [row, other] = rows;
    expect(row).toMatchObject({
      id: '11',
      google_product_category: '916',
      price: '32990.00 AUD',
      mileage: '45210 km',
      VIN: 'JM0KF4W7A00123456',
      link: 'https://penrith.example.com.au/cars/2021-mazda-cx-5-m1',
      image_link: 'https://penrith.example.com.au/media/cars/11/0.jpg',
      store_code: 'penrith-mazda',
      vehicle_fulfillment: 'in_store:penrith-mazda',
      condition: 'used',
      brand: 'Mazda',
      description: 'One owner, full history. Tow bar, tinted windows',
    });
    expect(row!.additional_image_link!.split(',')).toHaveLength(10);
    expect(other).toMatchObject({ VIN: '', condition: 'used', additional_image_link: '' });
  });

  it('calls a new car new', () => {
    const [row] = parseDelimitedText(
      googleVehicleTsv([{ ...known, car: { ...known.car, carType: 'new' } }], 'NZD'),
      '\t',
    );
    expect(row).toMatchObject({ condition: 'new', price: '32990.00 NZD' });
  });
});

describe('feed values', () => {
  it.each([
    ['JM0KF4W7A00123456', 'JM0KF4W7A00123456'],
    [' jm0kf4w7a00123456 ', 'JM0KF4W7A00123456'],
    ['JM0KF4W7A0012345', ''],
    ['JM0KF4W7A0012345O', ''],
    [null, ''],
  ])('VIN %j is %j', (vin, out) => {
    expect(feedVin(vin)).toBe(out);
  });

  it('matches free text to an enum, or the fallback', () => {
    expect(feedEnum('Manual', [[/manual/i, 'MANUAL']], '')).toBe('MANUAL');
    expect(feedEnum('Sequential', [[/manual/i, 'MANUAL']], 'OTHER')).toBe('OTHER');
    expect(feedEnum(null, [[/manual/i, 'MANUAL']], 'x')).toBe('x');
  });

  it('reads back what it writes, quotes, commas and line breaks included', () => {
    const rows = [
      { a: 'x, "y"\nz', b: '' },
      { a: 'plain', b: 'b' },
    ];
    expect(parseDelimitedText(delimitedText(['a', 'b'], rows, ','), ',')).toEqual(rows);
    expect(parseDelimitedText('', ',')).toEqual([]);
    expect(parseDelimitedText('a\tb\nx\n', '\t')).toEqual([{ a: 'x', b: '' }]);
  });
});
