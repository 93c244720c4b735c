import { describe, expect, it } from 'vitest';
import { filterField } from './filter-field';

describe('filter fields', () => {
  it('names the field in its form and starts it on the value of the URL', () => {
    expect(filterField('stock', 'min_price', 'Price from ($)', 12000)).toEqual({
      id: 'stock-min_price',
      name: 'min_price',
      label: 'Price from ($)',
      optional: false,
      defaultValue: 12000,
    });
  });

  it('starts a filter the URL does not set empty', () => {
    expect(filterField('inbox', 'q', 'Search', undefined).defaultValue).toBe('');
  });
});
