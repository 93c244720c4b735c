import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it.each([
    ['AU landline with spaces', '02 9630 1200', 'tel:0296301200'],
    ['bracketed area code and dash', '(02) 9630-1200', 'tel:0296301200'],
    ['dots', '02.9630.1200', 'tel:0296301200'],
    ['international', '+61 412 345 678', 'tel:+61412345678'],
    ['bracketed country code', '+(64) 21 123 4567', 'tel:+64211234567'],
    ['1300 number', '1300 123 456', 'tel:1300123456'],
    ['surrounding whitespace', '  0412 345 678 ', 'tel:0412345678'],
  ])('%s: %j -> %j', (_case, phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it('keeps a plus only at the start', () => {
    expect(telHref('02 9630 1200 + ext')).toBe('tel:0296301200');
  });
});
