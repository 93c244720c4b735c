import { describe, expect, it } from 'vitest';
import { ZCarEdit } from './car-edit.schema';

describe('ZCarEdit', () => {
  it('reads a full form: dollars, flags, the reservable choice and one feature a line', () => {
    const edit = ZCarEdit.parse({
      price: '$45,990',
      sold: 'yes',
      reservable: 'no',
      status: 'Coming Soon',
      interest_rate: '6.99%',
      comparison_rate: '7.45',
      features: 'Tow bar\r\n\r\nApple CarPlay',
    });
    expect(edit).toMatchObject({
      price: 45990,
      sold: true,
      reserved: false,
      show_on_dealer_website: false,
      reservable: false,
      status: 'coming_soon',
      interest_rate: 6.99,
      features: ['Tow bar', 'Apple CarPlay'],
    });
  });

  it('clears what is left blank: no price (enquire), reservable back to the site default', () => {
    const edit = ZCarEdit.parse({ price: '', reservable: '', show_on_dealer_website: 'yes' });
    expect(edit).toMatchObject({ price: null, reservable: null, description: null, features: [] });
    expect(edit.show_on_dealer_website).toBe(true);
  });

  it('keeps a description typed in a browser with the line endings it is stored with', () => {
    expect(ZCarEdit.parse({ description: 'One owner.\r\nLogbooks.\rTow bar.' }).description).toBe(
      'One owner.\nLogbooks.\nTow bar.',
    );
  });

  it.each([
    [
      { interest_rate: '6.99' },
      'comparison_rate',
      'is required with an interest rate: a comparison rate must be shown wherever an interest rate is (National Credit Code s164)',
    ],
    [{ comparison_rate: '7.5' }, 'interest_rate', 'is required with a comparison rate'],
    [
      { interest_rate: '7.99', comparison_rate: '6.99' },
      'comparison_rate',
      'is at least the interest rate: it adds the loan’s fees and charges to it',
    ],
  ])('holds the rates %o to the finance settings’ rules', (form, field, message) => {
    const result = ZCarEdit.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('takes an interest rate with a comparison rate at or above it', () => {
    expect(ZCarEdit.parse({ interest_rate: '6.99', comparison_rate: '6.99' })).toMatchObject({
      interest_rate: 6.99,
      comparison_rate: 6.99,
    });
  });

  it.each([
    ['price', 'ninety', 'must be whole dollars, e.g. 45990 or $45,990'],
    ['term_months', '400', 'must be a whole number of months from 1 to 360'],
    ['status', 'gone', 'must be one of in_stock, coming_soon'],
    ['features', 'x'.repeat(101), 'item 1: must be at most 100 characters'],
  ])('names the field of a bad %s', (field, value, message) => {
    const result = ZCarEdit.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
