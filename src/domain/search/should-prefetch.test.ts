import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './should-prefetch';

describe('shouldPrefetch', () => {
  it.each([
    ['/book-test-drive', false],
    ['/special-offers', false],
    ['/mazda-finance-page', false],
    ['/mazda-assured', false],
    ['/guaranteed-future-value', false],
    ['/special-offers/', false],
    ['/Special-Offers?utm=x', false],
    ['/book-test-drive#form', false],
    ['/book-test-drive?location=3', false],
    ['/models/cx-5', false],
    ['/brands/jeep/models', false],
    ['/cars/2021-mazda-cx5/checkout', false],
    ['/cars/2021-mazda-cx5/buy-online', false],
    ['/cars/2021-mazda-cx5', true],
    ['/special-offers-archive', true],
    ['/search/used-cars', true],
    ['/', true],
    ['/contact?topic=checkout', true],
    ['https://example.com/cars', false],
    ['//cdn.example.com/x', false],
    ['cars/relative', false],
    ['', false],
  ])('%j -> %s', (href, expected) => {
    expect(shouldPrefetch(href)).toBe(expected);
  });
});
