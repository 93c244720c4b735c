import { describe, expect, it } from 'vitest';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { enquiryCarProps } from './enquiry-car-props';

const car = {
  id: 42,
  slug: 'x',
  name: '2022 Mercedes-Benz GLC 300',
  make: 'Mercedes-Benz',
  model: 'GLC',
  stocknum: 'M100',
  carType: 'new',
  tag: null,
  status: 'in_stock',
  locationId: 7,
  locationPhone: null,
} as unknown as TCarWithImages;

const where = {
  dealershipSlug: 'parramatta-mercedes',
  dealershipName: 'Parramatta Mercedes-Benz',
  location: {
    id: 7,
    name: 'Parramatta Mercedes-Benz Sales',
    street: '1 Church St',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: '02 9111 1111',
    placeUrl: null,
    mapKey: null,
  },
};

describe('enquiryCarProps', () => {
  it("gives the forms the car's manufacturer slug, status, location name and the location's phone", () => {
    expect(enquiryCarProps(car, where, 'AU')).toMatchObject({
      manufacturerSlug: 'mercedes-benz',
      status: 'in_stock',
      locationName: 'Parramatta Mercedes-Benz Sales',
      dealershipSlug: 'parramatta-mercedes',
      phone: { href: 'tel:0291111111', display: '02 9111 1111' },
      locationId: 7,
    });
  });

  it('has no location name or dealership without its location', () => {
    expect(enquiryCarProps(car, null, 'AU')).toMatchObject({
      locationName: null,
      dealershipSlug: null,
      phone: null,
    });
  });

  it("prefers the car's stored location phone, written as the site's country writes it", () => {
    const own = { ...car, locationPhone: '+64 21 123 4567' } as TCarWithImages;
    expect(enquiryCarProps(own, where, 'NZ').phone).toEqual({
      href: 'tel:+64211234567',
      display: '021 123 4567',
    });
  });
});
