import { describe, expect, it } from 'vitest';
import { carActions, type TCarAction } from './car-actions';

const fullSidebar: TCarAction[] = [
  'enquire',
  'get-finance',
  'trade-in-valuation',
  'got-a-question',
  'reserve-car-now',
  'book-a-test-drive',
  'phone-reveal',
];

describe('carActions', () => {
  it.each<
    [
      string,
      { sold: boolean; tag: string | null; reserved?: boolean; reservable?: boolean | null },
      TCarAction[],
    ]
  >([
    ['available, no tag: full sidebar', { sold: false, tag: null }, fullSidebar],
    ['available, other tag: full sidebar', { sold: false, tag: 'Special' }, fullSidebar],
    [
      'Test Drive Only: only Book a Test Drive',
      { sold: false, tag: 'Test Drive Only' },
      ['book-a-test-drive'],
    ],
    [
      'Test Drive Only, any case and spacing',
      { sold: false, tag: ' test drive only ' },
      ['book-a-test-drive'],
    ],
    ['sold: only Find Me Something Similar', { sold: true, tag: null }, ['find-me-something-similar']],
    ['sold beats Test Drive Only', { sold: true, tag: 'Test Drive Only' }, ['find-me-something-similar']],
    [
      'reserved: no Reserve Car Now',
      { sold: false, tag: null, reserved: true },
      fullSidebar.filter((a) => a !== 'reserve-car-now'),
    ],
    [
      'not reservable: no Reserve Car Now',
      { sold: false, tag: null, reservable: false },
      fullSidebar.filter((a) => a !== 'reserve-car-now'),
    ],
    ['reservable unknown (null): full sidebar', { sold: false, tag: null, reservable: null }, fullSidebar],
  ])('%s', (_case, car, expected) => {
    expect(carActions(car)).toEqual(expected);
  });
});
