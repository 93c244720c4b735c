import { describe, expect, it } from 'vitest';
import { HEAR_ABOUT_US_OPTIONS } from './hear-about-us-options';

describe('HEAR_ABOUT_US_OPTIONS', () => {
  it('lists the spec options exactly, in order', () => {
    expect(HEAR_ABOUT_US_OPTIONS).toEqual([
      'Facebook Marketplace',
      'Facebook',
      'Instagram',
      'Google',
      'Word of Mouth',
      'Car Sales',
      'Repeat Customer',
      'Other',
    ]);
  });
});
