import { describe, expect, it } from 'vitest';
import { isTestDriveOnly } from './test-drive-only';

describe('isTestDriveOnly', () => {
  it.each([
    ['Test Drive Only', true],
    ['TEST DRIVE ONLY', true],
    ['Test Drive', false],
    [null, false],
  ])('%j -> %s', (tag, expected) => {
    expect(isTestDriveOnly({ tag })).toBe(expected);
  });
});
