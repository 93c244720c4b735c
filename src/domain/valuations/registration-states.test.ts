import { describe, expect, it } from 'vitest';
import { registrationStates } from './registration-states';

describe('registrationStates', () => {
  it('offers the eight Australian states and territories on an Australian site', () => {
    expect(registrationStates('AU')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('offers New Zealand alone on a New Zealand site', () => {
    expect(registrationStates('NZ')).toEqual(['NZ']);
  });
});
