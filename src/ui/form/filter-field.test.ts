import { describe, expect, it } from 'vitest';
import { filterField, filterMessages } from './filter-field';

describe('filter fields', () => {
  it('names the field in its form and starts it on the value of the URL', () => {
    expect(filterField('stock', 'min_price', 'Price from ($)', 12000)).toEqual({
      id: 'stock-min_price',
      name: 'min_price',
      label: 'Price from ($)',
      optional: false,
      defaultValue: 12000,
      error: undefined,
    });
  });

  it('starts a filter the URL does not set empty, with the message of a value it refused', () => {
    expect(filterField('inbox', 'from', 'Received from', undefined, 'Use a date')).toMatchObject({
      defaultValue: '',
      error: 'Use a date',
    });
  });

  it('keys the refused values’ messages by field', () => {
    expect(filterMessages([{ field: 'from', message: 'Use a date' }])).toEqual({ from: 'Use a date' });
    expect(filterMessages([])).toEqual({});
  });
});
