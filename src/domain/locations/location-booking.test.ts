import { describe, expect, it } from 'vitest';
import { locationBooking } from './location-booking';
import type { TLocationForRules } from './types';

const at = (id: number, locationType: string, primary = false): TLocationForRules => ({
  id,
  name: `Location ${id}`,
  locationType,
  locationSubtype: [],
  manufacturers: [],
  primary,
});

describe('locationBooking', () => {
  it('offers a service at a service centre, service-and-parts included', () => {
    expect(locationBooking(at(3, 'service'))).toEqual({
      href: '/service?location=3',
      label: 'Book a Service',
    });
    expect(locationBooking(at(5, 'Service-and-Parts'))?.href).toBe('/service?location=5');
  });

  it('offers a test drive at a showroom: sales, an empty type, or the primary location', () => {
    for (const location of [at(1, 'sales'), at(2, ''), at(6, 'primary'), at(7, 'parts', true)]) {
      expect(locationBooking(location), location.locationType).toEqual({
        href: `/book-test-drive?location=${location.id}`,
        label: 'Book a Test Drive',
      });
    }
  });

  it('offers nothing at a parts counter', () => {
    expect(locationBooking(at(4, 'parts'))).toBeNull();
  });
});
