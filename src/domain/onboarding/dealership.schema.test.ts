import { describe, expect, it } from 'vitest';
import { dealershipSchema, makeFieldName } from './dealership.schema';
import { draftErrorsOf } from './testing-errors';

const MAKES = ['Toyota', 'Land Rover', 'Mazda'];
const NZ = {
  name: 'Canterbury Cars Riccarton',
  slug: 'canterbury-cars-riccarton',
  street: '1 Riccarton Road',
  suburb: 'Riccarton',
  region: 'Canterbury',
  postcode: '8011',
  licence: 'm 123456',
  businessNumber: '9429 0412 34563',
  salesPhone: '03 379 1234',
  servicePhone: '',
  partsPhone: '0800 123 456',
  [makeFieldName('Land Rover')]: '1',
  'makes.unknown': '1',
};
const AU = {
  ...NZ,
  region: 'NSW',
  postcode: '2150',
  licence: 'MD 012345',
  businessNumber: '51 824 753 556',
  salesPhone: '02 9630 1200',
  partsPhone: '',
};

describe('dealershipSchema', () => {
  it('reads an NZ dealership: numbers normalised, blank phones null, only offered makes ticked', () => {
    expect(dealershipSchema('NZ', MAKES).parse(NZ)).toEqual({
      name: 'Canterbury Cars Riccarton',
      slug: 'canterbury-cars-riccarton',
      street: '1 Riccarton Road',
      suburb: 'Riccarton',
      region: 'Canterbury',
      postcode: '8011',
      licence: 'M123456',
      businessNumber: '9429041234563',
      salesPhone: '03 379 1234',
      servicePhone: null,
      partsPhone: '0800 123 456',
      makes: ['Land Rover'],
    });
  });

  it('reads an AU dealership', () => {
    expect(dealershipSchema('AU', MAKES).parse(AU)).toMatchObject({
      licence: 'MD 012345',
      businessNumber: '51824753556',
    });
  });

  it.each([
    ['NZ', NZ, { postcode: '801' }, { postcode: 'must be 4 digits' }],
    ['NZ', NZ, { businessNumber: '9429041234564' }, { businessNumber: 'is not valid: check its 13 digits' }],
    ['NZ', NZ, { licence: '' }, { licence: 'is required' }],
    ['NZ', NZ, { region: 'NSW' }, { region: 'is one of the listed' }],
    [
      'NZ',
      NZ,
      { salesPhone: '1300 123 456' },
      { salesPhone: 'is not a New Zealand phone number (e.g. 03 379 1234, 021 234 5678 or 0800 123 456)' },
    ],
    ['AU', AU, { postcode: '3000' }, { postcode: 'is not a postcode of NSW' }],
    ['AU', AU, { businessNumber: '51 824 753 557' }, { businessNumber: 'is not valid: check its 11 digits' }],
    ['AU', AU, { salesPhone: '' }, { salesPhone: 'is required' }],
    ['AU', AU, { name: '', postcode: '3000' }, { name: 'is required', postcode: 'is not a postcode of NSW' }],
  ] as const)('%s: refuses %j at its field', (country, base, change, errors) => {
    expect(draftErrorsOf(dealershipSchema(country, MAKES), { ...base, ...change })).toEqual(errors);
  });
});
