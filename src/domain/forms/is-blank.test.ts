import { describe, expect, it } from 'vitest';
import { isBlank } from './is-blank';

describe('isBlank', () => {
  it.each([
    ['undefined', undefined, true],
    ['null', null, true],
    ['false (unticked)', false, true],
    ['empty string', '', true],
    ['whitespace only', ' \t ', true],
    ['empty list', [], true],
    ['text', 'Jo', false],
    ['true (ticked)', true, false],
    ['0', 0, false],
    ['a list with an item', ['Tint'], false],
    ['an object', {}, false],
  ])('%s -> %s', (_case, value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
