import { describe, expect, it } from 'vitest';
import { siteKeyFromSegment, siteQueryFromSegment, siteSegment } from './site-segment';

describe('site segment', () => {
  it('is the key alone without a query string, and the key with it otherwise', () => {
    expect(siteSegment('alpha.localhost', '')).toBe('alpha.localhost');
    expect(siteSegment('alpha.localhost', '?')).toBe('alpha.localhost');
    expect(siteSegment('alpha.localhost', '?query=kia&page=2')).toBe(
      'alpha.localhost~query%3Dkia%26page%3D2',
    );
  });

  it.each([
    ['alpha.localhost', 'alpha.localhost', {}],
    ['alpha.localhost~query%3Dkia%26page%3D2', 'alpha.localhost', { query: 'kia', page: '2' }],
    ['alpha.localhost~make%3DKia%26make%3DMazda', 'alpha.localhost', { make: ['Kia', 'Mazda'] }],
    ['alpha.localhost~a%3D1%26a%3D2%26a%3D3', 'alpha.localhost', { a: ['1', '2', '3'] }],
    ['_default~q%3D%25E2%259C%2593', '_default', { q: '✓' }],
    ['alpha.localhost~%zz', 'alpha.localhost', { '%zz': '' }],
  ])('%s: key %s, query %o', (segment, key, query) => {
    expect(siteKeyFromSegment(segment)).toBe(key);
    expect(siteQueryFromSegment(segment)).toEqual(query);
  });

  it('reads back what it wrote', () => {
    const segment = siteSegment('beta.example.com', '?query=a%26b&sort=price');
    expect(siteKeyFromSegment(segment)).toBe('beta.example.com');
    expect(siteQueryFromSegment(segment)).toEqual({ query: 'a&b', sort: 'price' });
  });
});
