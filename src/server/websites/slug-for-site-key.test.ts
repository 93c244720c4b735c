import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY } from './site-key-from-host';
import { slugForSiteKey } from './slug-for-site-key';

describe('slugForSiteKey', () => {
  it.each([
    [DEFAULT_KEY, 'home-site'],
    ['waikato-motors.localhost', 'waikato-motors'],
    ['a.b.localhost', null],
    ['.localhost', null],
    ['www.waikatomotors.co.nz', null],
  ])('%s -> %s', (key, slug) => {
    expect(slugForSiteKey(key, 'home-site')).toBe(slug);
  });
});
