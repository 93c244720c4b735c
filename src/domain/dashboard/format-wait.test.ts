import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait';

describe('formatWait', () => {
  it.each([
    [0, '0 min'],
    [12.9, '12 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [1440, '1 d'],
    [1440 * 3 + 250, '3 d 4 h'],
    [-5, '0 min'],
  ])('%d -> %s', (minutes, text) => {
    expect(formatWait(minutes)).toBe(text);
  });
});
