import { describe, expect, it } from 'vitest';
import { similarCarCriteria, type TMakeModel } from './similar-car-criteria';

const STOCK: TMakeModel[] = [
  { make: 'Toyota', model: 'HiLux' },
  { make: 'Toyota', model: 'LandCruiser' },
  { make: 'Toyota', model: 'LandCruiser Prado' },
  { make: 'Mazda', model: 'CX-3' },
  { make: 'Mazda', model: 'CX-30' },
  { make: 'Mazda', model: 'BT-50' },
  { make: 'Land Rover', model: 'Range Rover' },
  { make: 'Land Rover', model: 'Defender' },
  { make: 'Isuzu UTE', model: 'D-Max' },
  { make: 'Peugeot', model: '2008' },
];

describe('similarCarCriteria', () => {
  it.each([
    [
      'the make and model of a seeded slug',
      '2025-mazda-cx-30-g20-pure-penrith-m68958',
      'Mazda',
      'CX-30',
      2025,
    ],
    ['whole words only: cx-3 is not cx-30', '2024-mazda-cx-3-maxx-penrith-m1', 'Mazda', 'CX-3', 2024],
    ['the longer model', '2019-toyota-landcruiser-prado-gxl-north-t1', 'Toyota', 'LandCruiser Prado', 2019],
    ['the shorter model when only it is named', '2019-toyota-landcruiser-gxl', 'Toyota', 'LandCruiser', 2019],
    ['a model without its make', 'hilux-sr5', 'Toyota', 'HiLux', null],
    ['a make of two words', '2023-isuzu-ute-d-max-ls-u', 'Isuzu UTE', 'D-Max', 2023],
    [
      'a model sharing a word with its make',
      '2022-land-rover-range-rover-sport',
      'Land Rover',
      'Range Rover',
      2022,
    ],
    ["the make's own words are not its model", '2022-land-rover-hse', 'Land Rover', null, 2022],
    ['a model named before its make', 'cx-30-mazda', 'Mazda', 'CX-30', null],
    ['a number model after a year', '2024-peugeot-2008-gt', 'Peugeot', '2008', 2024],
    ['the make alone', '2021-toyota-corolla-ascent', 'Toyota', null, 2021],
    ['a model named with its make over one named alone', 'mazda-bt-50-hilux', 'Mazda', 'BT-50', null],
    ['case and accents', '2021-TOYOTA-HïLux', 'Toyota', 'HiLux', 2021],
  ])('%s', (_case, slug, make, model, year) => {
    expect(similarCarCriteria(slug, STOCK)).toEqual({ make, model, year });
  });

  it.each([
    ['a slug naming nothing in stock', '2025-tesla-model-y-rwd', 2025],
    ['an empty slug', '', null],
    ['a year only', '2025', 2025],
  ])('%s names no make or model', (_case, slug, year) => {
    expect(similarCarCriteria(slug, STOCK)).toEqual({ make: null, model: null, year });
  });

  it('finds nothing in an empty stock', () => {
    expect(similarCarCriteria('2025-mazda-cx-30', [])).toEqual({ make: null, model: null, year: 2025 });
  });

  it('gives the same answer whatever the order of the stock', () => {
    const reversed = [...STOCK].reverse();
    expect(similarCarCriteria('2019-toyota-landcruiser-prado', reversed)).toEqual(
      similarCarCriteria('2019-toyota-landcruiser-prado', STOCK),
    );
  });

  it('ignores a make or model with no words', () => {
    expect(
      similarCarCriteria('2020-kia', [
        { make: '', model: '--' },
        { make: 'Kia', model: '' },
      ]),
    ).toEqual({
      make: 'Kia',
      model: null,
      year: 2020,
    });
  });
});
