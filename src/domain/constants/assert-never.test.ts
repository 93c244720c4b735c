import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never';

describe('assertNever', () => {
  it.each([
    ['fax', 'Unhandled case: an incorrect option was provided to the switch: fax'],
    [42, 'Unhandled case: an incorrect option was provided to the switch: 42'],
    [undefined, 'Unhandled case: an incorrect option was provided to the switch: undefined'],
  ])('%j throws the generic unhandled-case error', (value, message) => {
    expect(() => assertNever(value as never)).toThrowError(new Error(message));
  });
});
