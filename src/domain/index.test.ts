import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the domain barrel', () => {
  it.each([
    'carTagBanner',
    'carActions',
    'isCheckoutButtonShown',
    'isValidPhone',
    'formErrors',
    'openingStatus',
    'reviewStars',
    'filterLocations',
    'buildSearchUrl',
    'parseSearchUrl',
    'shouldPrefetch',
    'weeklyRepayment',
    'comparisonRateDisclosure',
    'appliesRegionalNissanRule',
    'formatPrice',
  ])('re-exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });
});
