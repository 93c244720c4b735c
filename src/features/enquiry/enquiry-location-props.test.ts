import { describe, expect, it } from 'vitest';
import { enquiryLocationProps } from './enquiry-location-props';

const location = {
  id: 7,
  name: 'Penrith Mazda Service',
  dealershipSlug: 'penrith-mazda',
  phone: '(02) 4721 0000',
};

describe('enquiryLocationProps', () => {
  it("gives the form the location with its phone as a tel: link written as the site's country writes it", () => {
    expect(enquiryLocationProps(location, 'AU')).toEqual({
      id: 7,
      name: 'Penrith Mazda Service',
      dealershipSlug: 'penrith-mazda',
      phone: { href: 'tel:0247210000', display: '(02) 4721 0000' },
    });
  });

  it('has no phone for a location without one', () => {
    expect(enquiryLocationProps({ ...location, phone: null }, 'NZ').phone).toBeNull();
  });
});
