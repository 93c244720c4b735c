import { describe, expect, it } from 'vitest';
import { nearestLocations, parsePostcode } from './nearest-locations';

describe('parsePostcode', () => {
  it.each([
    ['2150', { postcode: '2150' }],
    [' 3204 ', { postcode: '3204' }],
    ['215', { error: 'Invalid postcode' }],
    ['21500', { error: 'Invalid postcode' }],
    ['ABCD', { error: 'Invalid postcode' }],
    [['2150', '2000'], { error: 'Invalid postcode' }],
    ['', null],
    ['   ', null],
    [undefined, null],
  ] as const)('%j -> %j', (value, expected) => {
    expect(parsePostcode(value)).toEqual(expected);
  });
});

describe('nearestLocations', () => {
  const parramatta = { name: 'Parramatta', lat: -33.8151, lng: 151.0011 };
  const penrith = { name: 'Penrith', lat: -33.7507, lng: 150.6877 };
  const hornsby = { name: 'Hornsby', lat: -33.7046, lng: 151.0993 };
  const unknown = { name: 'Somewhere', lat: null, lng: null };

  it('orders by haversine distance (6371 km) from the postcode, nearest first, unmapped last', () => {
    const fromPenrith = { lat: -33.7507, lng: 150.6877 };
    const sorted = nearestLocations([unknown, hornsby, parramatta, penrith], fromPenrith);
    expect(sorted.map((l) => l.name)).toEqual(['Penrith', 'Parramatta', 'Hornsby', 'Somewhere']);
    expect(sorted[0]!.distanceKm).toBe(0);
    expect(sorted[1]!.distanceKm).toBeCloseTo(29.9, 0);
    expect(sorted[3]!.distanceKm).toBeNull();
  });

  it('puts unmapped locations after the mapped ones, in their given order, wherever they start', () => {
    const other = { ...unknown, name: 'Elsewhere' };
    for (const given of [
      [penrith, unknown, other],
      [unknown, other, penrith],
      [unknown, penrith, other],
    ]) {
      expect(nearestLocations(given, penrith).map((l) => l.name)).toEqual([
        'Penrith',
        ...given.filter((l) => l.lat === null).map((l) => l.name),
      ]);
    }
  });

  it('keeps the given order between equally distant locations', () => {
    const a = { ...parramatta, name: 'A' };
    const b = { ...parramatta, name: 'B' };
    expect(nearestLocations([a, b], penrith).map((l) => l.name)).toEqual(['A', 'B']);
  });
});
