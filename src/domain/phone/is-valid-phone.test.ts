import { describe, expect, it } from 'vitest';
import { isValidPhone, PHONE_PATTERNS, phoneFormatError } from './is-valid-phone';

describe('isValidPhone', () => {
  it.each([
    // AU: +61 or 0, then 2-5 or 7-8, then two groups of 4
    ['AU mobile 04', '0412 345 678', true],
    ['AU +61 mobile', '+61 412 345 678', true],
    ['AU landline 02', '02 9876 5432', true],
    ['AU 03', '0398765432', true],
    ['AU 05', '0598765432', true],
    ['AU 07', '07 3123 4567', true],
    ['AU 08', '0812345678', true],
    ['AU +61 7', '+61731234567', true],
    ['AU +(61) bracketed', '+(61) 412 345 678', true],
    ['AU +(61) then 6 passes as plain 10 digits', '+(61)612345678', true],
    ['AU +61 with a stray trunk 0', '+61 0412 345 678', false],
    ['AU +61 then 6', '+61612345678', false],
    ['AU +61 then 1', '+61112345678', false],
    ['AU +61 then 9', '+61912345678', false],
    ['AU +61 seven digits after the area digit', '+6141234567', false],
    ['AU +61 nine digits after the area digit', '+614123456789', false],
    // NZ: +64 then 8-10 digits
    ['NZ +64 with 7 digits', '+641234567', false],
    ['NZ +64 with 8 digits', '+6421123456', true],
    ['NZ +64 with 10 digits', '+64 21 1234 5678', true],
    ['NZ +64 with 11 digits', '+6421123456789', false],
    // plain 9, 10 or 11 digits
    ['plain 8 digits', '12345678', false],
    ['plain 9 digits', '123456789', true],
    ['plain 11 digits', '12345678901', true],
    ['plain 12 digits', '123456789012', false],
    ['plain 10 digits starting 06', '0612345678', true],
    // UK: +44 then 9-10 digits
    ['UK +44 with 8 digits', '+4412345678', false],
    ['UK +44 with 9 digits', '+44123456789', true],
    ['UK +44 with 10 digits', '+44 20 7946 0958', true],
    ['UK +44 with 11 digits', '+4412345678901', false],
    // other
    ['other country code', '+1 415 555 2671', false],
    ['hyphens', '0412-345-678', true],
    ['a landline with its area code in brackets', '(02) 9630 1200', true],
    ['dots', '02.9630.1200', true],
    ['brackets around a wrong number are still refused', '(02) 9630 12', false],
    ['letters', '0412 ABC 678', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_case, phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('phoneFormatError', () => {
  it.each([
    ['0412 345 678', undefined],
    ['12345', 'Must be correct format'],
  ])('%j -> %j', (phone, expected) => {
    expect(phoneFormatError(phone)).toBe(expected);
  });
});

describe('PHONE_PATTERNS (each form on its own)', () => {
  it.each([
    ['au', '0412345678', true],
    ['au', '+6421123456', false],
    ['nz', '+6421123456', true],
    ['nz', '0211234567', false],
    ['plain', '0211234567', true],
    ['plain', '+61412345678', false],
    ['uk', '+44123456789', true],
    ['uk', '44123456789', false],
  ] as const)('%s %j -> %s', (form, phone, expected) => {
    expect(PHONE_PATTERNS[form].test(phone)).toBe(expected);
  });
});
