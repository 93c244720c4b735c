import { describe, expect, it } from 'vitest';
import { countryRules, isTimeZoneOf } from './country-rules';

describe('countryRules', () => {
  it('sets the currency, GST wording, regions and numbers of each country', () => {
    const au = countryRules('AU');
    const nz = countryRules('NZ');
    expect([au.currency, au.gst, au.businessNumber.label, au.region.options]).toEqual([
      'AUD',
      'Prices include GST (10%).',
      'ABN',
      ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
    ]);
    expect([nz.currency, nz.gst, nz.businessNumber.label, nz.licence.label]).toEqual([
      'NZD',
      'Prices include GST (15%).',
      'NZBN',
      'Motor vehicle trader registration number',
    ]);
    expect(nz.region.options).toContain('Canterbury');
  });

  it.each([
    ['AU', '2150', 'NSW', undefined],
    ['AU', '3000', 'NSW', 'is not a postcode of NSW'],
    ['AU', '21500', 'NSW', 'must be 4 digits'],
    ['AU', '2150', '', undefined],
    ['NZ', '8011', 'Canterbury', undefined],
    ['NZ', '801', 'Canterbury', 'must be 4 digits'],
  ] as const)('%s postcode %s in %s: %s', (country, postcode, region, error) => {
    expect(countryRules(country).postcode.error(postcode, region)).toBe(error);
  });

  it.each([
    ['AU', '02 9630 1200', true],
    ['AU', '0412 345 678', true],
    ['AU', '+61 412 345 678', true],
    ['AU', '1300 123 456', true],
    ['AU', '13 12 34', true],
    ['AU', '03 379 1234', false],
    ['AU', '09 379 1234', false],
    ['NZ', '03 379 1234', true],
    ['NZ', '021 234 5678', true],
    ['NZ', '+64 21 234 5678', true],
    ['NZ', '0800 123 456', true],
    ['NZ', '1300 123 456', false],
    ['NZ', '03 379', false],
  ] as const)('%s phone %s is %s', (country, phone, valid) => {
    expect(countryRules(country).phone.isValid(phone)).toBe(valid);
  });

  it.each([
    ['AU', 'md 012345', 'MD 012345', true],
    ['AU', 'LMCT', 'LMCT', false],
    ['NZ', 'm 123456', 'M123456', true],
    ['NZ', 'M12345', 'M12345', false],
  ] as const)('%s licence %s reads %s (%s)', (country, typed, normalised, valid) => {
    const { licence } = countryRules(country);
    expect(licence.normalise(typed)).toBe(normalised);
    expect(licence.isValid(licence.normalise(typed))).toBe(valid);
  });

  it.each([
    ['AU', 'Australia/Perth', true],
    ['AU', 'Pacific/Auckland', false],
    ['NZ', 'Pacific/Chatham', true],
    ['NZ', 'Australia/Sydney', false],
    ['NZ', 'Europe/London', false],
  ] as const)('%s keeps the time zone %s: %s', (country, zone, valid) => {
    expect(isTimeZoneOf(country, zone)).toBe(valid);
  });
});
