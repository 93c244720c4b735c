import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import { CarJsonLd } from './car-json-ld';
import { CarSpecs } from './car-specs';

/** The columns these two read; the rest of a car does not change what they show. */
const car = (over: Partial<TCarWithImages> = {}) =>
  ({
    slug: '2021-ford-ranger-xlt-north-d1',
    stocknum: 'D1',
    name: '2021 Ford Ranger XLT',
    make: 'Ford',
    model: 'Ranger',
    year: 2021,
    km: 50000,
    carType: 'used',
    status: 'in_stock',
    sold: false,
    price: 0,
    badge: null,
    body: 'Ute',
    colour: null,
    engine: null,
    vin: null,
    fuelType: null,
    transmission: 'Automatic',
    drivetrain: '4x4',
    doors: 4,
    seats: 5,
    city: null,
    state: null,
    images: [],
    ...over,
  }) as TCarWithImages;

const specs = (over?: Partial<TCarWithImages>) =>
  renderToStaticMarkup(createElement(CarSpecs, { car: car(over) }));

function jsonLd(over?: Partial<TCarWithImages>) {
  const html = renderToStaticMarkup(
    createElement(CarJsonLd, {
      site: { currency: 'AUD' } as TSite,
      car: car(over),
      origin: 'https://cars.example',
      where: null,
    }),
  );
  return JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
}

describe('a car with its drivetrain, doors and seats', () => {
  it('lists them among its key facts', () => {
    const html = specs();
    expect(html).toContain('<dt class="text-ink-muted">Drivetrain</dt><dd class="font-medium">4x4</dd>');
    expect(html).toContain('<dt class="text-ink-muted">Doors</dt><dd class="font-medium">4</dd>');
    expect(html).toContain('<dt class="text-ink-muted">Seats</dt><dd class="font-medium">5</dd>');
  });

  it("gives search engines schema.org's drivetrain value, doors and seats", () => {
    expect(jsonLd()).toMatchObject({
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      numberOfDoors: 4,
      seatingCapacity: 5,
    });
  });

  it('leaves out what the feed did not give', () => {
    const unknown = { drivetrain: null, doors: null, seats: null };
    expect(specs(unknown)).not.toMatch(/Drivetrain|Doors|Seats/);
    expect(jsonLd(unknown)).not.toHaveProperty('numberOfDoors');
    expect(jsonLd(unknown)).not.toHaveProperty('seatingCapacity');
    expect(jsonLd(unknown)).not.toHaveProperty('driveWheelConfiguration');
  });
});
