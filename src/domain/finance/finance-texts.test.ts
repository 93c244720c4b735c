import { describe, expect, it } from 'vitest';
import { FINANCE_FORM_STEP_TEXTS, SEARCH_ITEM_APPROVAL_TEXT } from './finance-texts';

describe('finance texts, letter for letter', () => {
  it.each([
    [FINANCE_FORM_STEP_TEXTS[2], 'Understand your finance offer and budget before you buy.'],
    [FINANCE_FORM_STEP_TEXTS[3], 'Apply Today'],
    [SEARCH_ITEM_APPROVAL_TEXT, 'Apply Today'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
