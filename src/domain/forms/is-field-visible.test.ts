import { describe, expect, it } from 'vitest';
import { isFieldVisible } from './is-field-visible';
import type { TFormErrors, TFormField, TFormValues } from './types';

const hasTradeIn: TFormField['showWhen'] = { field: 'has_trade_in' };
const wantsFinance: TFormField['showWhen'] = (values) => values.purchase_method === 'finance';

describe('isFieldVisible', () => {
  it.each<[string, TFormField['showWhen'], TFormValues, TFormErrors, boolean]>([
    ['no condition', undefined, {}, {}, true],
    ['named field truthy and error-free', hasTradeIn, { has_trade_in: true }, {}, true],
    ['named field truthy text', hasTradeIn, { has_trade_in: 'yes' }, {}, true],
    ['named field falsy', hasTradeIn, { has_trade_in: false }, {}, false],
    ['named field missing', hasTradeIn, {}, {}, false],
    ['named field empty string', hasTradeIn, { has_trade_in: '' }, {}, false],
    [
      'named field truthy but in error',
      hasTradeIn,
      { has_trade_in: 'x' },
      { has_trade_in: 'Must be correct format' },
      false,
    ],
    ['another field in error does not matter', hasTradeIn, { has_trade_in: true }, { email: 'x' }, true],
    ['predicate allows', wantsFinance, { purchase_method: 'finance' }, {}, true],
    ['predicate refuses', wantsFinance, { purchase_method: 'cash' }, {}, false],
  ])('%s -> %s', (_case, showWhen, values, errors, expected) => {
    expect(isFieldVisible({ showWhen }, values, errors)).toBe(expected);
  });
});
