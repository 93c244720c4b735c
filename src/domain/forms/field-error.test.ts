import { describe, expect, it } from 'vitest';
import { fieldError } from './field-error';
import type { TFormField } from './types';

const required = 'This is a required field.';

describe('fieldError', () => {
  it.each<[string, Pick<TFormField, 'kind' | 'optional'>, unknown, string | undefined]>([
    ['required text, blank', {}, '', required],
    ['required text, whitespace', { kind: 'text' }, '   ', required],
    ['required text, filled', {}, 'Jo Citizen', undefined],
    ['optional text, blank', { optional: true }, undefined, undefined],
    ['optional text, filled', { optional: true }, 'ABC123', undefined],
    ['required email, blank', { kind: 'email' }, null, required],
    ['required email, bad', { kind: 'email' }, 'jo@example', 'invalid email address'],
    ['required email, good', { kind: 'email' }, 'jo@example.com', undefined],
    ['optional email, blank', { kind: 'email', optional: true }, '', undefined],
    [
      'optional email, bad is still checked',
      { kind: 'email', optional: true },
      'jo',
      'invalid email address',
    ],
    ['required phone, blank', { kind: 'phone' }, '', required],
    ['required phone, bad', { kind: 'phone' }, '12345', 'Must be correct format'],
    ['required phone, good', { kind: 'phone' }, '0412 345 678', undefined],
    ['required phone given as a number', { kind: 'phone' }, 412345678, undefined],
    ['required checkbox, unticked', { kind: 'checkbox' }, false, required],
    ['required checkbox, ticked', { kind: 'checkbox' }, true, undefined],
    ['optional checkbox, unticked', { kind: 'checkbox', optional: true }, false, undefined],
  ])('%s -> %j', (_case, field, value, expected) => {
    expect(fieldError(field, value)).toBe(expected);
  });
});
