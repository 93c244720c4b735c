import { describe, expect, it } from 'vitest';
import { normaliseQuery } from '../normalise-query';
import { scoreStockText, stockHoldsWord } from './score-stock-text';
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
    ['hil', [-1, 7 + 3 / 5, -1, -1, -1]],
    ['toy', [-1, 7 + 3 / 6, -1, 7 + 3 / 6, -1]],
    ['landrover', [-1, -1, -1, -1, 10]],
    ['lux', [-1, 5, -1, -1, -1]],
    ['xlt', [5, -1, -1, -1, -1]],
    ['suv', [-1, -1, 5, 5, 5]],
    ['nothing', [-1, -1, -1, -1, -1]],
  ])('%s scores %j', (query, expected) => {
    expect(score(query)).toEqual(expected);
  });

  it('needs every word, and adds 20 when the words spell the model, 8 when they are together elsewhere', () => {
    expect(score('rav 4')).toEqual([-1, -1, -1, 7 + 3 / 4 + 5 + 20, -1]);
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

  it('keeps a name word that only sits inside another word, where a query could not find it', () => {
    const named = stockOf({
      make: 'Holden',
      model: 'Colorado',
      badge: 'XLT',
      name: '2020 Holden Colorado LT',
    });
    expect([...scoreStockText(named, normaliseQuery('lt'), [new Map()])]).toEqual([5]);
    expect(named.cars[0]!.compactDoc).toBe('holdencoloradoxlt2020s1lt');
  });

  it('matches only where a word starts: a capital, a digit after letters or a separator starts one', () => {
    const words = stockOf(
      { make: 'Ford', model: 'Ranger', badge: 'XLT PHEV' },
      { make: 'Ford', model: 'Mustang Mach-E', badge: 'Select' },
      { make: 'Toyota', model: 'LandCruiser 300', badge: 'GX' },
    );
    const scores = (query: string) => [...scoreStockText(words, normaliseQuery(query), [new Map()])];
    expect(scores('hev')).toEqual([-1, -1, -1]);
    expect(scores('elec')).toEqual([-1, -1, -1]);
    expect(scores('e')).toEqual([-1, 5, -1]);
    expect(scores('cruiser')).toEqual([-1, -1, 5]);
    expect(scores('300')).toEqual([-1, -1, 5]);
  });

  it('ranks a word starting the model by how much of it the word covers ("ev": the EV6 above the Everest)', () => {
    const ev = stockOf(
      { make: 'Ford', model: 'Everest', badge: 'Sport' },
      { make: 'Kia', model: 'EV6', badge: 'Air' },
      { make: 'Mazda', model: 'Mazda3', badge: 'G25 Evolve' },
    );
    const [everest, ev6, mazda3] = [...scoreStockText(ev, normaliseQuery('ev'), [new Map()])];
    expect(ev6).toBe(7 + 2 / 3);
    expect(everest).toBe(7 + 2 / 7);
    expect(mazda3).toBe(5);
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

  it('counts no typo for a word a car holds as written (typo tolerance "min")', () => {
    // "sport" is in the CX-5's and the Range Rover's text; a typo link to "sr5" must not add the HiLux.
    const sr5 = stock.vocabulary.indexOf('sr5');
    expect(score('sport', [new Map([[sr5, 0.4]])])).toEqual([-1, -1, 5, -1, 5]);
    // A word no car holds still finds its typos.
    expect(score('sporr', [new Map([[sr5, 0.4]])])).toEqual([-1, 1.6, -1, -1, -1]);
  });
});

describe('stockHoldsWord', () => {
  it('is true exactly for the words whose text is scored as written, never as a typo', () => {
    // Word starts, partly typed or whole: an autocomplete's "hil" and "hilu" need no typo lookup.
    for (const word of ['hil', 'hilu', 'hilux', 'sport', 'cx5', 'rangerov', 'fx1001'])
      expect(stockHoldsWord(stock, word)).toBe(true);
    // Inside a word only ("ilux", "port" of sport), or nowhere: scored as a typo, so looked up.
    for (const word of ['ilux', 'port', 'hilix', 'sporr', 'ute4x4x'])
      expect(stockHoldsWord(stock, word)).toBe(false);
    for (const word of ['hil', 'ilux', 'hilix', 'sporr'])
      expect(stockHoldsWord(stock, word)).toBe(score(word).some((s) => s >= 0));
  });
});
