import { describe, expect, it } from 'vitest';
import { payloadValue } from './payload-value';

describe('payloadValue', () => {
  it.each<[unknown, string]>([
    [null, ''],
    [undefined, ''],
    [true, 'Yes'],
    [false, 'No'],
    [['Tint', 'Mats'], 'Tint, Mats'],
    [{ a: 1 }, '{"a":1}'],
    [42000, '42000'],
    ['ABC123', 'ABC123'],
  ])('%o -> %s', (value, text) => {
    expect(payloadValue(value)).toBe(text);
  });
});
