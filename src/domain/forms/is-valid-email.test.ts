import { describe, expect, it } from 'vitest';
import { isValidEmail } from './is-valid-email';

describe('isValidEmail', () => {
  it.each([
    ['jo@example.com', true],
    ['Jo.Citizen+cars@mail.example.com.au', true],
    ['jo_99%x@ex-ample.co', true],
    ['  jo@example.com  ', true],
    ['JO@EXAMPLE.COM', true],
    ['jo@example.c', false],
    ['jo@example', false],
    ['jo.example.com', false],
    ['@example.com', false],
    ['jo@', false],
    ['jo @example.com', false],
    ['jo@exa mple.com', false],
    ['jo@example.com1', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});
