import { describe, expect, it } from 'vitest';
import { LEAD_CATEGORIES, leadCategoryFromQuery, RESERVE_CAR_CATEGORY } from './lead-categories';

describe('leadCategoryFromQuery', () => {
  it.each([
    ['Reserve Car', 'Reserve Car'],
    ['reserve car', 'Reserve Car'],
    ['  RESERVE   Car ', 'Reserve Car'],
    ['Question', 'Question'],
    ['Trade-in Enquiry', 'Trade-in Enquiry'],
    ['Sell My Car', 'Sell My Car'],
  ])('%j -> %s', (value, category) => {
    expect(leadCategoryFromQuery(value)).toBe(category);
  });

  it.each([
    ['an unknown category', 'Free Car'],
    ['markup', '<script>alert(1)</script>'],
    ['an empty value', ''],
    ['a repeated parameter', ['Reserve Car', 'Question']],
    ['a missing parameter', undefined],
    ['an overlong value', `Reserve Car${' '.repeat(80)}`],
  ])('ignores %s', (_case, value) => {
    expect(leadCategoryFromQuery(value)).toBeNull();
  });

  it('knows every category it lists, and the Reserve Car Now one', () => {
    for (const category of LEAD_CATEGORIES) expect(leadCategoryFromQuery(category)).toBe(category);
    expect(LEAD_CATEGORIES).toContain(RESERVE_CAR_CATEGORY);
  });
});
