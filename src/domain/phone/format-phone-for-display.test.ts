import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, type TPhoneCountry } from './format-phone-for-display';

describe('formatPhoneForDisplay', () => {
  it.each<[string, string, TPhoneCountry, string]>([
    ['AU 04 mobile', '0412345678', 'AU', '0412 345 678'],
    ['AU mobile with odd spacing', '04 1234 5678', 'AU', '0412 345 678'],
    ['AU +61 mobile', '+61 412 345 678', 'AU', '0412 345 678'],
    ['+(61) mobile on an NZ site is AU', '+(61)412345678', 'NZ', '0412 345 678'],
    ['AU landline shown as entered', '02 9876 5432', 'AU', '02 9876 5432'],
    ['AU landline whitespace collapsed', '  02   9876\t5432 ', 'AU', '02 9876 5432'],
    ['AU 1300 number as entered', '1300 123 456', 'AU', '1300 123 456'],
    ['AU 04 with 9 digits is not a mobile', '041234567', 'AU', '041234567'],
    ['AU 04 with 11 digits is not a mobile', '04123456789', 'AU', '04123456789'],
    ['NZ mobile, 10 digits', '0211234567', 'NZ', '021 123 4567'],
    ['NZ landline, 9 digits', '093791234', 'NZ', '093 791 234'],
    ['NZ 11 digits fills the mask', '02112345678', 'NZ', '021 123 45678'],
    ['NZ +64 on an AU site is NZ', '+64 21 123 4567', 'AU', '021 123 4567'],
    ['NZ +(64)', '+(64) 21 123 4567', 'NZ', '021 123 4567'],
    ['NZ 8 digits as entered', '02112345', 'NZ', '02112345'],
    ['NZ 12 digits as entered', '021123456789', 'NZ', '021123456789'],
    ['NZ site, +44 as entered', '+44 20 7946 0958', 'NZ', '+44 20 7946 0958'],
    ['AU mobile typed with dashes', '0412-345-678', 'AU', '0412 345 678'],
    ['AU mobile typed with brackets and dots', '(0412) 345.678', 'AU', '0412 345 678'],
    ['NZ mobile typed with brackets and a dash', '(021) 123-4567', 'NZ', '021 123 4567'],
    ['AU landline in brackets as entered', '(02) 9630 1200', 'AU', '(02) 9630 1200'],
    ['AU site, NZ-looking number without code stays as entered', '021 123 4567', 'AU', '021 123 4567'],
  ])('%s: %j (%s site) -> %j', (_case, phone, country, expected) => {
    expect(formatPhoneForDisplay(phone, country)).toBe(expected);
  });
});
