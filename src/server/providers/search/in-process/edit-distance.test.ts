import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['tucson', 'tucson', 0],
    ['tuscon', 'tucson', 1],
    ['hyundia', 'hyundai', 1],
    ['mazada', 'mazda', 1],
    ['rangr', 'ranger', 1],
    ['hilix', 'hilux', 1],
    ['corrola', 'corolla', 2],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
  ])('%s -> %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });

  it('stops at max + 1', () => {
    expect(editDistance('corrola', 'corolla', 1)).toBe(2);
    expect(editDistance('ford', 'forester', 2)).toBe(3);
    expect(editDistance('kluger', 'sportage', 1)).toBe(2);
  });
});
