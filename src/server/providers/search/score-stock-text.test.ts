import { describe, expect, it } from 'vitest';
import { normaliseQuery } from './normalise-query';
import { scoreStockText } from './score-stock-text';
import { stockOf } from './stock-car.fixture';

const stock = stockOf(
  { make: 'Ford', model: 'Ranger', badge: 'XLT 3.2 4x4', body: 'Ute', year: 2019, stocknum: 'FX1001' },
  { make: 'Toyota', model: 'HiLux', badge: 'SR5', body: 'Ute', year: 2021, stocknum: 'T2021' },
  { make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', body: 'SUV', year: 2021, stocknum: 'M55' },
  { make: 'Toyota', model: 'RAV4', badge: 'GX', body: 'SUV', year: 2022, stocknum: 'T4' },
  { make: 'Land Rover', model: 'Range Rover', badge: 'Sport', body: 'SUV', year: 2020, stocknum: 'L1' },
);

const score = (query: string, typos: Map<number, number>[] = []) => {
  const tokens = normaliseQuery(query);
  return [
    ...scoreStockText(
      stock,
      tokens,
      tokens.map((_, k) => typos[k] ?? new Map()),
    ),
  ];
};

describe('scoreStockText', () => {
  it.each([
    ['fx1001', [100, -1, -1, -1, -1]],
    ['ford', [10, -1, -1, -1, -1]],
    ['cx-5', [-1, -1, 10, -1, -1]],
    ['cx5', [-1, -1, 10, -1, -1]],
    ['hil', [-1, 7, -1, -1, -1]],
    ['toy', [-1, 7, -1, 7, -1]],
    ['xlt', [5, -1, -1, -1, -1]],
    ['suv', [-1, -1, 5, 5, 5]],
    ['nothing', [-1, -1, -1, -1, -1]],
  ])('%s scores %j', (query, expected) => {
    expect(score(query)).toEqual(expected);
  });

  it('needs every word, and adds 20 when the words spell the model, 8 when they are together elsewhere', () => {
    expect(score('rav 4')).toEqual([-1, -1, -1, 7 + 5 + 20, -1]);
    expect(score('maxx sport')).toEqual([-1, -1, 5 + 5 + 8, -1, -1]);
    expect(score('toyota sr5')).toEqual([-1, 10 + 5, -1, -1, -1]);
  });

  it('matches the words of the car’s name that make, model and badge do not hold, without repeating the rest', () => {
    const named = stockOf(
      { make: 'Mazda', model: 'MX-5', badge: 'GT', year: 2023, name: '2023 Mazda MX-5 GT Black Edition' },
      { make: 'Mazda', model: 'MX-5', badge: 'GT' },
    );
    const tokens = normaliseQuery('black edition');
    expect([...scoreStockText(named, tokens, [new Map(), new Map()])]).toEqual([5 + 5 + 8, -1]);
    expect(named.cars[0]!.compactDoc).toBe('mazdamx5gt2023s1blackedition');
    expect(named.vocabulary).toContain('edition');
  });

  it('matches a year on the car’s year (5) or as its stock number (0)', () => {
    expect(score('2021')).toEqual([-1, 5, 5, -1, -1]);
    expect(score('2021 mazda')).toEqual([-1, -1, 15, -1, -1]);
    expect(score('2021 t2021')).toEqual([-1, 5 + 100 + 8, -1, -1, -1]);
  });

  it('scores a typo 4 × its best similarity, below any word the text contains', () => {
    const hilux = stock.vocabulary.indexOf('hilux');
    const range = stock.vocabulary.indexOf('range');
    const ranger = stock.vocabulary.indexOf('ranger');
    expect(score('hilix', [new Map([[hilux, 0.5]])])).toEqual([-1, 2, -1, -1, -1]);
    expect(
      score('rangr', [
        new Map([
          [range, 0.5],
          [ranger, 0.67],
        ]),
      ]),
    ).toEqual([2.68, -1, -1, -1, 2]);
    expect(score('hilux', [new Map([[hilux, 1]])])).toEqual([-1, 10, -1, -1, -1]);
  });
});
