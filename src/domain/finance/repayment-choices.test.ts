import { describe, expect, it } from 'vitest';
import { FINANCE_LAYOUTS } from './finance-layouts';
import { parseRepaymentChoices } from './repayment-choices';

const { standard, angle } = FINANCE_LAYOUTS;

describe('parseRepaymentChoices', () => {
  it.each([
    ['no query, standard layout: no deposit, no final payment, the car’s term', {}, standard, 48, [0, 0, 48]],
    ['no query, Angle layout: 10% deposit, 30% final payment', {}, angle, 60, [10, 30, 60]],
    ['a car without a term: 60 months', {}, standard, null, [0, 0, 60]],
    ['a car term between offers takes the nearest', {}, standard, 50, [0, 0, 48]],
    ['chosen values', { deposit: '20', balloon: '40', term: '84' }, standard, 60, [20, 40, 84]],
    ['empty values take the defaults', { deposit: '', balloon: '', term: '' }, angle, 36, [10, 30, 36]],
  ] as const)('%s', (_case, query, layout, term, [deposit, balloon, months]) => {
    const parsed = parseRepaymentChoices(query, layout, term);
    expect([parsed.depositPercent, parsed.balloonPercent, parsed.termMonths]).toEqual([
      deposit,
      balloon,
      months,
    ]);
    expect(parsed.choices).toEqual({
      depositRate: deposit / 100,
      balloonRate: balloon / 100,
      termMonths: months,
    });
    expect(parsed.errors).toEqual({});
  });

  it.each([
    ['a deposit not offered', { deposit: '15' }, 'deposit', 'Choose a deposit from the list.'],
    ['a negative final payment', { balloon: '-10' }, 'balloon', 'Choose a final payment from the list.'],
    ['a term in words', { term: 'forever' }, 'term', 'Choose a term from the list.'],
    ['a repeated parameter', { term: ['36', '48'] }, 'term', 'Choose a term from the list.'],
    ['a huge number', { deposit: '1e9' }, 'deposit', 'Choose a deposit from the list.'],
  ] as const)('%s: the default, and a message for the field', (_case, query, field, message) => {
    const parsed = parseRepaymentChoices(query, angle, 60);
    expect(parsed.errors).toEqual({ [field]: message });
    expect([parsed.depositPercent, parsed.balloonPercent, parsed.termMonths]).toEqual([10, 30, 60]);
  });
});
