import { describe, expect, it } from 'vitest';
import { hashStockApiKey, looksLikeStockApiKey, newStockApiKey } from './stock-api-key-secret';

describe('stock API key secrets', () => {
  it('makes a fresh, well-formed key each time, stored only as its SHA-256', () => {
    const a = newStockApiKey();
    const b = newStockApiKey();
    expect(a.key).not.toBe(b.key);
    expect(looksLikeStockApiKey(a.key)).toBe(true);
    expect(a.key.startsWith(a.prefix)).toBe(true);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashStockApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(5, 15));
  });

  it.each(['', 'fcsk_short', `fcsk_${'a'.repeat(42)}!`, `other_${'a'.repeat(43)}`])(
    'does not take %j for a key',
    (token) => {
      expect(looksLikeStockApiKey(token)).toBe(false);
    },
  );
});
