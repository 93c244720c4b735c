import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance-km';

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const brisbane = { lat: -27.4698, lng: 153.0251 };
const auckland = { lat: -36.8485, lng: 174.7633 };

describe('distanceKm', () => {
  it.each([
    ['same point', sydney, sydney, 0],
    ['Sydney to Melbourne', sydney, melbourne, 713.4],
    ['Sydney to Brisbane', sydney, brisbane, 732.0],
    ['Sydney to Auckland', sydney, auckland, 2156.3],
    ['one degree of latitude on the equator', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.2],
    ['antipodes: half the circumference', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.PI * 6371],
  ])('%s', (_case, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, 0);
  });

  it('is symmetric', () => {
    expect(distanceKm(melbourne, sydney)).toBeCloseTo(distanceKm(sydney, melbourne), 9);
  });
});
