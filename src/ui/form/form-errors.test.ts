import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { draftErrors, fieldErrors, formPathOf } from './form-errors';

describe('formPathOf', () => {
  const sources = { header: [{ key: '3', nested: { children: [{ key: '1', nested: {} }] } }] };

  it('maps value indexes to the form rows they came from', () => {
    expect(formPathOf(['header', 0, 'children', 0, 'href'], sources)).toBe('header.3.children.1.href');
  });

  it('keeps indexes it has no source for, and plain names', () => {
    expect(formPathOf(['header', 5, 'label'], sources)).toBe('header.5.label');
    expect(formPathOf(['footerColumns', 0, 'items'], sources)).toBe('footerColumns.0.items');
    expect(formPathOf(['name'], {})).toBe('name');
    expect(formPathOf([], {})).toBe('');
  });
});

describe('fieldErrors', () => {
  const schema = z.array(z.object({ name: z.string().min(1, 'is required') })).min(1, 'needs one');

  it('keys the first message of each field by its form name, under a prefix for list forms', () => {
    const error = schema.safeParse([{ name: '' }]).error!;
    expect(
      fieldErrors(error, { candidate: null, sources: { rows: [{ key: '2', nested: {} }] }, prefix: 'rows' }),
    ).toEqual({ 'rows.2.name': 'is required' });
  });

  it('puts an error of the whole value on the form', () => {
    const error = z.string().safeParse(1).error!;
    expect(Object.keys(fieldErrors(error, { candidate: 1, sources: {} }))).toEqual(['form']);
    const twice = z.object({ a: z.string().min(3, 'short').regex(/x/, 'no x') }).safeParse({ a: 'b' }).error!;
    expect(fieldErrors(twice, { candidate: null, sources: {} })).toEqual({ a: 'short' });
  });
});

describe('draftErrors', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Name the key'), note: z.string().optional() });

  it('reads a refused form back into a message per field; nothing without a draft or when it passes', () => {
    expect(draftErrors(schema, { name: '  ' })).toEqual({ name: 'Name the key' });
    expect(draftErrors(schema, { name: 'DMS' })).toEqual({});
    expect(draftErrors(schema, null)).toEqual({});
  });
});
