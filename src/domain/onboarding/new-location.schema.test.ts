import { describe, expect, it } from 'vitest';
import { newLocationSchema } from './new-location.schema';
import { draftErrorsOf } from './testing-errors';

const NZ = {
  dealership: '7',
  name: 'Christchurch showroom',
  type: 'sales',
  street: '12 Moorhouse Avenue',
  suburb: 'Christchurch Central',
  region: 'Canterbury',
  postcode: '8011',
  phone: '03 379 1234',
  email: '',
};

describe('newLocationSchema', () => {
  it('reads a location of one of the site’s dealerships; a blank email is none', () => {
    expect(newLocationSchema('NZ', [7]).parse(NZ)).toMatchObject({
      dealership: 7,
      name: 'Christchurch showroom',
      type: 'sales',
      region: 'Canterbury',
      postcode: '8011',
      email: null,
    });
    expect(newLocationSchema('NZ', [7]).parse({ ...NZ, email: 'sales@cars.example' }).email).toBe(
      'sales@cars.example',
    );
  });

  it('refuses another site’s dealership, an unlisted kind and a postcode of the wrong country', () => {
    expect(
      Object.keys(
        draftErrorsOf(newLocationSchema('NZ', [7]), {
          ...NZ,
          dealership: '8',
          type: 'showroom',
          postcode: '80111',
        }),
      ).sort(),
    ).toEqual(['dealership', 'postcode', 'type']);
  });

  it('checks an Australian postcode against the state chosen', () => {
    const au = { ...NZ, region: 'NSW', postcode: '3000', phone: '02 9630 1200' };
    expect(Object.keys(draftErrorsOf(newLocationSchema('AU', [7]), au))).toEqual(['postcode']);
    expect(newLocationSchema('AU', [7]).safeParse({ ...au, postcode: '2150' }).success).toBe(true);
  });

  it('still checks the postcode when the form left it and the region out', () => {
    const { postcode, region, ...rest } = NZ;
    void postcode;
    void region;
    expect(draftErrorsOf(newLocationSchema('NZ', [7]), rest)).toHaveProperty('postcode');
  });

  it('refuses what is not a form at all, without checking its postcode', () => {
    expect(newLocationSchema('NZ', [7]).safeParse(null).success).toBe(false);
  });

  it('answers a postcode and region that are not text at the postcode too', () => {
    const parsed = newLocationSchema('NZ', [7]).safeParse({ ...NZ, postcode: null, region: null });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('postcode');
  });
});
