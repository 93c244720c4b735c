import { describe, expect, it } from 'vitest';
import { successContact } from './success-contact';

const site = { name: 'Sydney Motor Group', phone: '02 9000 0000' };
const parramatta = { name: 'Parramatta Toyota', phone: '02 9111 1111' };
const penrith = { name: 'Penrith Mazda', phone: '02 4722 2222' };

describe('successContact: who /success offers to call', () => {
  it("offers the car's own number for a car enquiry, named for its location", () => {
    expect(
      successContact({ car: { locationPhone: '0400 000 001', location: parramatta }, location: null, site }),
    ).toEqual({ phone: '0400 000 001', name: 'Parramatta Toyota' });
    expect(
      successContact({ car: { locationPhone: null, location: parramatta }, location: penrith, site }),
    ).toEqual(parramatta);
  });

  it('offers the location the form was for when there is no car', () => {
    expect(successContact({ car: null, location: penrith, site })).toEqual(penrith);
  });

  it('falls back to the site when neither the car nor the location has a number', () => {
    expect(
      successContact({
        car: { locationPhone: null, location: null },
        location: { name: 'X', phone: null },
        site,
      }),
    ).toEqual({ phone: site.phone, name: site.name });
    expect(successContact({ car: null, location: null, site: { name: 'S', phone: null } })).toBeNull();
  });
});
