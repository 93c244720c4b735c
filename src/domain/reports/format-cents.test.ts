import { describe, expect, it } from 'vitest';
import { formatCents } from './format-cents';

describe('formatCents', () => {
  it.each([
    [50_000, 'AUD', '$500.00'],
    [5_299_000, 'AUD', '$52,990.00'],
    [70_000, 'NZD', 'NZD 700.00'],
  ] as const)('%i cents in %s: %s', (cents, currency, text) => {
    expect(formatCents(cents, currency).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
