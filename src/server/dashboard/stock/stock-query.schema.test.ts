import { describe, expect, it } from 'vitest';
import { parseStockQuery, stockHref } from './stock-query.schema';

describe('parseStockQuery', () => {
  it('reads the filters, leaving empty ones out', () => {
    expect(
      parseStockQuery({ condition: 'used', min_price: '20000', make: ' Kia ', photos: '', page: '2' }),
    ).toEqual({
      query: { condition: 'used', min_price: 20000, make: 'Kia', page: 2 },
      errors: [],
    });
  });

  it('drops a value that does not parse and names it, keeping the others', () => {
    const { query, errors } = parseStockQuery({ status: 'gone', max_price: '12.5', age: 'over_90' });
    expect(query).toEqual({ age: 'over_90', page: 1 });
    expect(errors.map((e) => e.field).sort()).toEqual(['max_price', 'status']);
  });
});

describe('stockHref', () => {
  it('writes only what is set, and page 1 as no page', () => {
    expect(stockHref({ page: 1 })).toBe('/stock');
    expect(stockHref({ condition: 'demo', page: 3, make: undefined })).toBe('/stock?condition=demo&page=3');
  });
});
