import { describe, expect, it } from 'vitest';
import { maskPhoneForReveal } from './mask-phone-for-reveal';

describe('maskPhoneForReveal', () => {
  it.each([
    ['AU mobile', '0412 345 678', '0412 XXX XXX'],
    ['AU landline', '02 9876 5432', '02 98XX XXXX'],
    ['NZ mobile', '021 123 4567', '021 1XX XXXX'],
    ['no spaces', '0412345678', '04123XXXXX'],
    ['international', '+44 20 7946 0958', '+44 2X XXXX XXXX'],
    ['exactly 5 characters', '13 13', '13 13'],
    ['6 characters', '131313', '13131X'],
    ['shorter than 5', '000', '000'],
    ['empty', '', ''],
  ])('%s: %j -> %j', (_case, phone, expected) => {
    expect(maskPhoneForReveal(phone)).toBe(expected);
  });
});
