import { describe, expect, it } from 'vitest';
import { stockTypeLabel } from './stock-type-label';

describe('stockTypeLabel', () => {
  it.each([
    ['used', 'pre-owned'],
    ['new', 'new'],
    ['demo', 'demo'],
  ] as const)('%s -> %s', (carType, label) => {
    expect(stockTypeLabel(carType)).toBe(label);
  });
});
