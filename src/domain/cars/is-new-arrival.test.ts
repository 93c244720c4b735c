import { describe, expect, it } from 'vitest';
import { isNewArrival } from './is-new-arrival';

const now = new Date('2025-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('isNewArrival', () => {
  it.each([
    ['created just now', now, true],
    ['7 days ago', new Date(now.getTime() - 7 * DAY), true],
    ['8 days less 1 ms ago', new Date(now.getTime() - 8 * DAY + 1), true],
    ['exactly 8 days ago', new Date(now.getTime() - 8 * DAY), false],
    ['8 days and 1 ms ago', new Date(now.getTime() - 8 * DAY - 1), false],
    ['30 days ago', new Date(now.getTime() - 30 * DAY), false],
    ['in the future (clock skew)', new Date(now.getTime() + DAY), true],
    ['as an ISO string, 2 days ago', '2025-03-08T12:00:00Z', true],
    ['as an ISO string, 9 days ago', '2025-03-01T12:00:00Z', false],
    ['as epoch ms, 1 day ago', now.getTime() - DAY, true],
    ['unparseable', 'not a date', false],
  ])('%s -> %s', (_case, createdAt, expected) => {
    expect(isNewArrival(createdAt, now)).toBe(expected);
  });
});
