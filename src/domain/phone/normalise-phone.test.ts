import { describe, expect, it } from 'vitest';
import { compactPhone, normalisePhone } from './normalise-phone';

describe('compactPhone (the spec clean-up validation runs on)', () => {
  it.each([
    ['spaces stripped', '0412 345 678', '0412345678'],
    ['tabs, non-breaking and repeated spaces stripped', ' 0412\t345\u00a0 678 ', '0412345678'],
    ['+(61) becomes 0', '+(61) 412 345 678', '0412345678'],
    ['+(64) becomes 0', '+(64) 21 123 4567', '0211234567'],
    ['plain +61 kept', '+61 412 345 678', '+61412345678'],
    ['plain +64 kept', '+64 21 123 4567', '+64211234567'],
    ['a landline with its area code in brackets', '(02) 9630 1200', '0296301200'],
    ['dots', '02.9630.1200', '0296301200'],
    ['dashes', '0412-345-678', '0412345678'],
    ['an en dash', '0412–345–678', '0412345678'],
    ['+(61) with spaces inside the brackets', '+( 61 ) 2 9630 1200', '0296301200'],
    [
      '+61 with a bracketed trunk 0 keeps the 0 (normalisePhone drops it)',
      '+61 (0)2 9630 1200',
      '+610296301200',
    ],
  ])('%s: %j -> %j', (_case, raw, expected) => {
    expect(compactPhone(raw)).toBe(expected);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['spaces stripped', '0412 345 678', '0412345678'],
    ['tabs, non-breaking and repeated spaces stripped', ' 0412\t345\u00a0 678 ', '0412345678'],
    ['+(61) becomes 0', '+(61) 412 345 678', '0412345678'],
    ['+(64) becomes 0', '+(64) 21 123 4567', '0211234567'],
    ['plain +61 becomes 0', '+61 2 9876 5432', '0298765432'],
    ['plain +64 becomes 0', '+64211234567', '0211234567'],
    ['trunk 0 after +61 is not doubled', '+61 0412 345 678', '0412345678'],
    ['trunk 0 after +(64) is not doubled', '+(64)0211234567', '0211234567'],
    ['+44 left alone', '+44 20 7946 0958', '+442079460958'],
    ['61 without + left alone', '61412345678', '61412345678'],
    ['0061 left alone', '0061 412 345 678', '0061412345678'],
    ['+61 only at the start', '0412+61', '0412+61'],
    ['a landline with its area code in brackets', '(02) 9630 1200', '0296301200'],
    ['+61 with the trunk 0 in brackets', '+61 (0)2 9630 1200', '0296301200'],
    ['+(61) and a bracketed trunk 0', '+(61) (0)2 9630 1200', '0296301200'],
    ['dots and dashes', '0412.345-678', '0412345678'],
    ['empty', '', ''],
  ])('%s: %j -> %j', (_case, raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });
});
