import { describe, expect, it } from 'vitest';
import { chosenLocation, parseLocationParam } from './chosen-location';

describe('parseLocationParam', () => {
  it('reads a whole positive number', () => {
    expect(parseLocationParam('12')).toBe(12);
    expect(parseLocationParam(' 7 ')).toBe(7);
  });

  it('gives null for anything else', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '9999999999', ['1', '2']]) {
      expect(parseLocationParam(value), String(value)).toBeNull();
    }
  });
});

describe('chosenLocation', () => {
  const locations = [{ id: 3 }, { id: 5 }, { id: 9 }];

  it('is the location asked for when the page lists it', () => {
    expect(chosenLocation(locations, 5)).toEqual({ id: 5 });
  });

  it('is the first location when none, or one the page does not list, is asked for', () => {
    expect(chosenLocation(locations, null)).toEqual({ id: 3 });
    expect(chosenLocation(locations, 4)).toEqual({ id: 3 });
  });

  it('is undefined when the page has no locations', () => {
    expect(chosenLocation([], 5)).toBeUndefined();
  });
});
