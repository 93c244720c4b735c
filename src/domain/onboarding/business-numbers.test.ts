import { describe, expect, it } from 'vitest';
import { isValidAbn, isValidNzbn } from './business-numbers';

describe('isValidAbn', () => {
  it.each([
    ['51 824 753 556', true],
    ['53004085616', true],
    ['53-004-085-616', true],
    ['51 824 753 557', false],
    ['5182475355', false],
    ['5182475355a', false],
    ['', false],
  ])('%s is %s', (abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
  });
});

describe('isValidNzbn', () => {
  it.each([
    ['9429041234563', true],
    ['9429 0366 28810', true],
    ['9429041234564', false],
    ['8429041234563', false],
    ['942904123456', false],
  ])('%s is %s', (nzbn, valid) => {
    expect(isValidNzbn(nzbn)).toBe(valid);
  });
});
