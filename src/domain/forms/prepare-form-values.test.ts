import { describe, expect, it } from 'vitest';
import { prepareFormValues } from './prepare-form-values';
import type { TFormValues } from './types';

describe('prepareFormValues', () => {
  it.each<[string, TFormValues, Record<string, unknown>]>([
    ['plain values pass through', { name: 'Jo', opt_in: true }, { name: 'Jo', opt_in: true }],
    [
      'ticked check options collected in order',
      { name: 'Jo', 'Window Tint_check_option': true, name_x: 1, 'Paint Protection_check_option': 'on' },
      { name: 'Jo', name_x: 1, additional_services: ['Window Tint', 'Paint Protection'] },
    ],
    [
      'unticked check options dropped',
      { 'Window Tint_check_option': false, Mats_check_option: '', 'Tow Bar_check_option': true },
      { additional_services: ['Tow Bar'] },
    ],
    ['no ticked option: no additional_services', { name: 'Jo', Mats_check_option: false }, { name: 'Jo' }],
    [
      'radio helper keys dropped',
      { contact_method_radio_helper: 'phone', contact_method: 'Phone' },
      { contact_method: 'Phone' },
    ],
    ['marker mid-key is an ordinary key', { a_check_option_b: true }, { a_check_option_b: true }],
  ])('%s', (_case, values, expected) => {
    expect(prepareFormValues(values)).toEqual(expected);
  });
});
