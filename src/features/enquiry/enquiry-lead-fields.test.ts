import { describe, expect, it } from 'vitest';
import { carLeadFields, enquiryLeadFields } from './enquiry-lead-fields';
import type { TEnquiryCar } from './enquiry-props.types';

const car: TEnquiryCar = {
  id: 42,
  slug: '2022-mercedes-benz-glc-300',
  name: '2022 Mercedes-Benz GLC 300',
  make: 'Mercedes-Benz',
  model: 'GLC',
  stocknum: 'M100',
  carType: 'demo',
  tag: null,
  dealershipSlug: 'parramatta-mercedes',
  locationId: 7,
  phone: { href: 'tel:0291111111', display: '02 9111 1111' },
  manufacturerSlug: 'mercedes-benz',
  status: 'coming_soon',
  locationName: 'Parramatta Mercedes-Benz Sales',
};

describe('enquiryLeadFields', () => {
  it("sends a car enquiry with the spec's payload fields: manufacturer_slug, vehicle_status and location", () => {
    expect(enquiryLeadFields('general', 'Used Vehicle Enquiry', car)).toEqual({
      category: 'Used Vehicle Enquiry',
      subcategory: 'general',
      car_id: 42,
      stock_number: 'M100',
      'Vehicle Make': 'Mercedes-Benz',
      'Vehicle Model': 'GLC',
      car_type: 'demo',
      dealership_slug: 'parramatta-mercedes',
      manufacturer_slug: 'mercedes-benz',
      vehicle_status: 'coming_soon',
      location: 'Parramatta Mercedes-Benz Sales',
    });
  });

  it('leaves out what the car does not have', () => {
    const fields = enquiryLeadFields('test-drive', 'Test Drive', {
      ...car,
      dealershipSlug: null,
      locationName: null,
    });
    expect(fields).not.toHaveProperty('dealership_slug');
    expect(fields).not.toHaveProperty('location');
  });

  it("sends a location form's location and dealership", () => {
    expect(
      enquiryLeadFields('general', 'Service Booking', undefined, {
        id: 3,
        name: 'Penrith Service',
        dealershipSlug: 'penrith-mazda',
      }),
    ).toEqual({
      category: 'Service Booking',
      subcategory: 'general',
      location: 'Penrith Service',
      location_id: 3,
      dealership_slug: 'penrith-mazda',
    });
  });
});

describe('carLeadFields', () => {
  it("the car's own payload fields (as the finance application sends them), absent ones left out", () => {
    expect(carLeadFields({ ...car, dealershipSlug: null, locationName: null })).toEqual({
      car_id: 42,
      stock_number: 'M100',
      'Vehicle Make': 'Mercedes-Benz',
      'Vehicle Model': 'GLC',
      car_type: 'demo',
      manufacturer_slug: 'mercedes-benz',
      vehicle_status: 'coming_soon',
    });
  });
});
