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
    expect(enquiryCarProps(car, where)).toMatchObject({
      manufacturerSlug: 'mercedes-benz',
      status: 'in_stock',
      locationName: 'Parramatta Mercedes-Benz Sales',
      dealershipSlug: 'parramatta-mercedes',
      phone: '02 9111 1111',
      locationId: 7,
    });
  });

  it('has no location name or dealership without its location', () => {
    expect(enquiryCarProps(car, null)).toMatchObject({
      locationName: null,
      dealershipSlug: null,
      phone: null,
    });
  });
});
