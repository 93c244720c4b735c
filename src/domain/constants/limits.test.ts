import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_MIN_PRICE,
  CHECKOUT_MIN_PRICE,
  EARTH_RADIUS_KM,
  NEW_CAR_DAYS,
  PHONE_MASK_KEEP,
  SEARCH_PAGE_SIZE,
  SERVER_EVENT_DELAY_MS,
} from './limits';

describe('business constants (spec section 9)', () => {
  it.each([
    ['SEARCH_PAGE_SIZE', SEARCH_PAGE_SIZE, 21],
    ['NEW_CAR_DAYS', NEW_CAR_DAYS, 8],
    ['CHECKOUT_MIN_PRICE', CHECKOUT_MIN_PRICE, 200],
    ['AUTOCOMPLETE_MIN_PRICE', AUTOCOMPLETE_MIN_PRICE, 250],
    ['PHONE_MASK_KEEP', PHONE_MASK_KEEP, 5],
    ['EARTH_RADIUS_KM', EARTH_RADIUS_KM, 6371],
    ['SERVER_EVENT_DELAY_MS', SERVER_EVENT_DELAY_MS, 250],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
