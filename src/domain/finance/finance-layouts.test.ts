import { describe, expect, it } from 'vitest';
import {
  FINANCE_LAYOUTS,
  FINANCE_PROVIDER_NAMES,
  financeLayoutFor,
  type TFinanceProvider,
} from './finance-layouts';

describe('financeLayoutFor', () => {
  it.each<[TFinanceProvider, string]>([
    ['taurus', 'standard'],
    ['manual', 'standard'],
    ['powertorque', 'standard'],
    ['angle', 'angle'],
    ['360-finance', '360-finance'],
    ['nissan-finance', 'nissan-finance'],
  ])('%s -> %s layout', (provider, layout) => {
    expect(financeLayoutFor(provider)?.name).toBe(layout);
  });

  it('no provider, no layout', () => {
    expect(financeLayoutFor(null)).toBeNull();
  });
});

describe('FINANCE_LAYOUTS', () => {
  type TShown = [
    deposit: boolean,
    balloon: boolean,
    term: boolean,
    weekly: boolean,
    interest: boolean,
    comparison: boolean,
    apr: boolean,
  ];
  it.each<[keyof typeof FINANCE_LAYOUTS, TShown, number, number]>([
    ['standard', [false, false, true, true, true, true, false], 0, 0],
    ['angle', [true, true, true, true, true, true, false], 0.1, 0.3],
    ['360-finance', [false, false, true, true, false, true, true], 0, 0],
    ['nissan-finance', [true, true, true, true, true, true, false], 0.1, 0.3],
  ])('%s shows %j', (name, shown, depositRate, balloonRate) => {
    const l = FINANCE_LAYOUTS[name];
    expect([l.deposit, l.balloon, l.term, l.weekly, l.interest, l.comparison, l.apr]).toEqual(shown);
    expect([l.depositRate, l.balloonRate]).toEqual([depositRate, balloonRate]);
  });

  it.each(Object.values(FINANCE_LAYOUTS))(
    '$name: a repayment or rate always comes with the comparison rate',
    (l) => {
      if (l.weekly || l.interest || l.apr) expect(l.comparison).toBe(true);
      expect(l.deposit).toBe(l.depositRate > 0);
      expect(l.balloon).toBe(l.balloonRate > 0);
    },
  );

  it('names the providers as the spec does', () => {
    expect(Object.values(FINANCE_PROVIDER_NAMES)).toEqual([
      'Taurus',
      'Manual',
      'Powertorque',
      'Angle',
      '360 Finance',
      'Nissan Finance',
    ]);
  });
});
