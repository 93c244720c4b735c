import { describe, expect, it } from 'vitest';
import { escapeMalformedPath } from './escape-malformed-path';

describe('escapeMalformedPath', () => {
  it.each([
    ['/cars/2025-mazda-cx-30', '/cars/2025-mazda-cx-30'],
    ['/cars/s%C3%A9rie-1', '/cars/s%C3%A9rie-1'],
    ['/', '/'],
    ['/cars/bad%E0%A4%A', '/cars/bad%25E0%25A4%25A'],
    ['/x%zz', '/x%25zz'],
    ['/100%', '/100%25'],
    ['/s%C3%A9rie/%E0', '/s%25C3%25A9rie/%25E0'],
  ])('%s -> %s', (path, escaped) => {
    expect(escapeMalformedPath(path)).toBe(escaped);
    expect(() => decodeURIComponent(escapeMalformedPath(path))).not.toThrow();
  });
});
