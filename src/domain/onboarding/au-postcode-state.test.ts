import { describe, expect, it } from 'vitest';
import { isAuPostcodeOfState } from './au-postcode-state';

describe('isAuPostcodeOfState', () => {
  it.each([
    ['2150', 'NSW', true],
    ['2600', 'ACT', true],
    ['2600', 'NSW', false],
    ['0800', 'NT', true],
    ['3000', 'VIC', true],
    ['3000', 'NSW', false],
    ['4558', 'QLD', true],
    ['5000', 'SA', true],
    ['6000', 'WA', true],
    ['7000', 'TAS', true],
    ['215', 'NSW', false],
    ['2150', 'Canterbury', false],
  ])('%s in %s is %s', (postcode, state, valid) => {
    expect(isAuPostcodeOfState(postcode, state)).toBe(valid);
  });
});
