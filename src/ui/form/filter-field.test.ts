import { describe, expect, it } from 'vitest';
import { filterField, filterForm } from './filter-field';

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
    const labels = { from: 'Received from', to: 'Received to' };
    const { field, summary } = filterForm('inbox', labels, { to: '2026-11-25' }, [
      { field: 'from', message: 'Use a date' },
    ]);
    expect(summary).toEqual({ form: 'inbox', messages: { from: 'Use a date' }, labels });
    expect(field('from')).toMatchObject({ id: 'inbox-from', defaultValue: '', error: 'Use a date' });
    expect(field('to')).toMatchObject({ label: 'Received to', defaultValue: '2026-11-25', error: undefined });
  });
});
