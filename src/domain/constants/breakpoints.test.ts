import { describe, expect, it } from 'vitest';
import { maxWidthQuery, minWidthQuery } from './breakpoints';

describe('minWidthQuery', () => {
  it.each([
    ['xs', '(min-width: 400px)'],
    ['sm', '(min-width: 576px)'],
    ['md', '(min-width: 768px)'],
    ['lg', '(min-width: 992px)'],
    ['xl', '(min-width: 1200px)'],
    ['xxl', '(min-width: 1400px)'],
  ] as const)('%s -> %s', (breakpoint, query) => {
    expect(minWidthQuery(breakpoint)).toBe(query);
  });
});

describe('maxWidthQuery', () => {
  it.each([
    ['sm', '(max-width: 576px)'],
    ['md', '(max-width: 768px)'],
  ] as const)('%s -> %s', (breakpoint, query) => {
    expect(maxWidthQuery(breakpoint)).toBe(query);
  });
});
