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
