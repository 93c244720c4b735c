import { describe, expect, it } from 'vitest';
import type { TPhoneCountry } from './format-phone-for-display';
import { phoneLink } from './phone-link';

describe('phoneLink', () => {
  it.each<[string, string, TPhoneCountry, string, string]>([
    ['AU landline in brackets', '(02) 9630 1200', 'AU', 'tel:0296301200', '(02) 9630 1200'],
    ['AU landline with odd spacing', '  02   9630 1200 ', 'AU', 'tel:0296301200', '02 9630 1200'],
    ['AU mobile typed with dashes', '0412-345-678', 'AU', 'tel:0412345678', '0412 345 678'],
    ['AU +61 mobile', '+61 412 345 678', 'AU', 'tel:+61412345678', '0412 345 678'],
    ['NZ mobile', '0211234567', 'NZ', 'tel:0211234567', '021 123 4567'],
    ['NZ +64 landline', '+64 9 123 4567', 'NZ', 'tel:+6491234567', '091 234 567'],
    ['AU 1300 number', '1300 123 456', 'AU', 'tel:1300123456', '1300 123 456'],
  ])('%s: %j (%s site) -> %s, %j', (_case, phone, country, href, display) => {
    expect(phoneLink(phone, country)).toEqual({ href, display });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('%s -> null', (_case, phone) => {
    expect(phoneLink(phone, 'AU')).toBeNull();
  });
});
