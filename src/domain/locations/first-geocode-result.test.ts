import { describe, expect, it } from 'vitest';
import { firstGeocodeResult } from './first-geocode-result';

describe('firstGeocodeResult', () => {
  it('reads the first result', () => {
    expect(
      firstGeocodeResult([
        { lat: -33.81, lng: 151.0 },
        { lat: -27.47, lng: 153.02 },
      ]),
    ).toEqual({ lat: -33.81, lng: 151.0 });
  });

  it("throws 'Invalid postcode' when there are no results", () => {
    expect(() => firstGeocodeResult([])).toThrowError(new Error('Invalid postcode'));
  });
});
