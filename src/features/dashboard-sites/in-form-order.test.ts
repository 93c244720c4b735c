import { describe, expect, it } from 'vitest';
import { inFormOrder } from './in-form-order';

describe('inFormOrder', () => {
  it('orders the messages as the fields, unknown fields last', () => {
    const ordered = inFormOrder({ form: 'x', postcode: 'p', name: 'n', slug: 's' }, [
      'name',
      'slug',
      'postcode',
    ]);
    expect(Object.keys(ordered)).toEqual(['name', 'slug', 'postcode', 'form']);
  });
});
