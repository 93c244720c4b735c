import { describe, expect, it } from 'vitest';
import { stockOf } from './stock-car.fixture';
import { suggestFromStock } from './suggest-from-stock';

const stock = stockOf(
  { make: 'Ford', model: 'Ranger', customRank: 1 },
  { make: 'Ford', model: 'Ranger', customRank: 3 },
  { make: 'Ford', model: 'Everest', customRank: 2 },
  { make: 'Land Rover', model: 'Range Rover', customRank: 9 },
  { make: 'Toyota', model: 'HiLux', customRank: 4 },
  { make: 'Ford', model: 'Ranger', customRank: 0, price: 199, reserved: true },
  { make: 'Ford', model: 'Ranger', customRank: 0 },
  { make: 'Ford', model: 'Ranger', customRank: 0 },
);

describe('suggestFromStock', () => {
  it('suggests makes and models by best match then count, and the 5 best cars by relevance then rank', () => {
    const scores = Float64Array.from([10, 10, 5, 7, -1, 10, 10, 10]);
    const result = suggestFromStock(stock, scores, () => true);
    expect(result.terms).toEqual([
      { kind: 'make', label: 'Ford', count: 6 },
      { kind: 'make', label: 'Land Rover', count: 1 },
      { kind: 'model', label: 'Ford Ranger', count: 5 },
      { kind: 'model', label: 'Land Rover Range Rover', count: 1 },
      { kind: 'model', label: 'Ford Everest', count: 1 },
    ]);
    expect(result.cars.map((c) => c.id)).toEqual([2, 1, 6, 7, 8]);
    expect(result.cars[2]).toEqual({
      id: 6,
      slug: 'car-6',
      name: '2020 Ford Ranger',
      price: 199,
      reserved: true,
    });
    expect(result.cars[0]!.reserved).toBe(false);
  });

  it('keeps to the rows the site allows', () => {
    const scores = Float64Array.from([10, 10, 5, 7, -1, 10, 10, 10]);
    const result = suggestFromStock(stock, scores, (row) => row === 3);
    expect(result.terms.map((t) => t.label)).toEqual(['Land Rover', 'Land Rover Range Rover']);
    expect(result.cars.map((c) => c.id)).toEqual([4]);
  });
});
