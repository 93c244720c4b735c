import { describe, expect, it } from 'vitest';
import { addToCompare, compareHref, compareList, compareRedirect } from './compare-list';

describe('compareList', () => {
  it.each([
    [undefined, [], [], 0],
    ['', [], [], 0],
    ['a-1,b-2', ['a-1', 'b-2'], [], 0],
    [' A-1 , b-2 ,', ['a-1', 'b-2'], [], 0],
    [['a-1', 'b-2,c-3'], ['a-1', 'b-2', 'c-3'], [], 0],
    ['a-1,a-1,b-2', ['a-1', 'b-2'], [], 0],
    ['a,b,c,d,e,f', ['a', 'b', 'c', 'd'], [], 2],
    ['a,<script>,b', ['a', 'b'], ['<script>'], 0],
    ['-a', [], ['-a'], 0],
    [`${'x'.repeat(201)}`, [], ['x'.repeat(60)], 0],
  ])('%j gives %j, invalid %j, dropped %i', (value, slugs, invalid, dropped) => {
    expect(compareList(value)).toEqual({ slugs, invalid, dropped });
  });
});

describe('compareHref', () => {
  it.each([
    [[], '/compare'],
    [['a-1'], '/compare?cars=a-1'],
    [['a', 'b', 'c', 'd', 'e'], '/compare?cars=a,b,c,d'],
  ])('%j is %s', (slugs, href) => {
    expect(compareHref(slugs)).toBe(href);
  });
});

describe('addToCompare', () => {
  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'c', ['a', 'b', 'c']],
    [['a', 'b'], 'a', ['b', 'a']],
    [['a', 'b', 'c', 'd'], 'e', ['b', 'c', 'd', 'e']],
  ])('%j + %s is %j', (slugs, slug, next) => {
    expect(addToCompare(slugs, slug)).toEqual(next);
  });
});

describe('compareRedirect', () => {
  const to = (query: Record<string, string | string[]>) => compareRedirect(query, compareList(query.cars));
  it.each([
    [{ cars: 'a,b' }, null],
    [{ cars: 'a' }, null],
    [{ cars: ['a,b', 'c'] }, '/compare?cars=a,b,c'],
    [{ cars: 'A,b' }, '/compare?cars=a,b'],
    [{ cars: 'a,a,b' }, '/compare?cars=a,b'],
    [{ cars: 'a,b', utm_source: 'x' }, '/compare?cars=a,b'],
    [{}, null],
    [{ cars: 'a,<x>' }, null],
    [{ cars: 'a,b,c,d,e' }, null],
  ])('%j goes to %s', (query, href) => {
    expect(to(query)).toBe(href);
  });
});
