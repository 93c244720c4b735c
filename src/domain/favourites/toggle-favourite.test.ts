import { describe, expect, it } from 'vitest';
import { toggleFavourite } from './toggle-favourite';

const a = { id: 1, name: 'Corolla' };
const b = { id: 2, name: 'Navara' };
const c = { id: 3, name: 'MX-5' };

describe('toggleFavourite', () => {
  it.each([
    ['adds to an empty list', [], a, [a]],
    ['adds an absent car at the end', [a, b], c, [a, b, c]],
    ['removes a present car', [a, b, c], b, [a, c]],
    ['matches by id, not identity', [a, b], { id: 1, name: 'Corolla (stale copy)' }, [b]],
  ])('%s', (_case, list, car, expected) => {
    expect(toggleFavourite(list, car)).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const list = [a];
    toggleFavourite(list, b);
    expect(list).toEqual([a]);
  });
});
