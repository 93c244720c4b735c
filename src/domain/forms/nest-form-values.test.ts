import { describe, expect, it } from 'vitest';
import { formRows, formText, MAX_FORM_ROWS, nestFormValues } from './nest-form-values';

describe('nestFormValues', () => {
  it('nests dotted names into records', () => {
    const nested = nestFormValues([
      ['name', 'Sydney'],
      ['header.1.label', 'Stock'],
      ['header.1.children.0.href', '/search'],
      ['header.0.label', 'Home'],
    ]);
    expect(JSON.parse(JSON.stringify(nested))).toEqual({
      name: 'Sydney',
      header: { '0': { label: 'Home' }, '1': { label: 'Stock', children: { '0': { href: '/search' } } } },
    });
  });

  it('drops empty parts, __proto__, huge indexes, and names under a text; keeps the first of a repeat', () => {
    const nested = nestFormValues([
      ['a..b', 'x'],
      ['__proto__.polluted', 'x'],
      [`rows.${MAX_FORM_ROWS}.label`, 'x'],
      ['name', 'first'],
      ['name', 'second'],
      ['name.inner', 'x'],
    ]);
    expect(JSON.parse(JSON.stringify(nested))).toEqual({ name: 'first' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('formRows and formText', () => {
  const nested = nestFormValues([
    ['rows.10.label', ' ten '],
    ['rows.2.label', 'two'],
    ['rows.x', 'not a row'],
    ['rows.3', 'a text, not a row'],
    ['title', 'T'],
  ]);

  it('lists rows in index order, skipping texts and non-index keys', () => {
    expect(formRows(nested.rows).map((r) => formText(r, 'label'))).toEqual(['two', 'ten']);
  });

  it('has no rows for a missing list or a text', () => {
    expect(formRows(undefined)).toEqual([]);
    expect(formRows(nested.title)).toEqual([]);
  });

  it('reads a trimmed text, empty when missing or not a text', () => {
    expect(formText(nested, 'title')).toBe('T');
    expect(formText(nested, 'missing')).toBe('');
    expect(formText(nested, 'rows')).toBe('');
    expect(formText(undefined, 'title')).toBe('');
    expect(formText('text', 'title')).toBe('');
  });
});
