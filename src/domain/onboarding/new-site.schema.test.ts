import { describe, expect, it } from 'vitest';
import { draftErrorsOf } from './testing-errors';
import { ZNewSite } from './new-site.schema';

const good = {
  name: 'Canterbury Cars',
  slug: 'canterbury-cars',
  country: 'NZ',
  template: 'checkout',
  timezone: 'Pacific/Auckland',
};

describe('ZNewSite', () => {
  it('takes a site of either country', () => {
    expect(ZNewSite.parse({ ...good, name: ' Canterbury Cars ' })).toEqual(good);
    expect(ZNewSite.safeParse({ ...good, country: 'AU', timezone: 'Australia/Perth' }).success).toBe(true);
  });

  it.each([
    [{ name: '' }, { name: 'is required' }],
    [
      { slug: 'Canterbury Cars' },
      { slug: 'must be lower-case letters, digits and hyphens, e.g. canterbury-cars' },
    ],
    [{ slug: 'dashboard' }, { slug: 'is kept for the platform: choose another' }],
    [{ country: 'UK' }, { country: 'is Australia or New Zealand' }],
    [{ template: 'powersports' }, { template: 'is one of the two checkout paths' }],
    [{ timezone: 'Australia/Sydney' }, { timezone: 'is not a time zone of the country chosen' }],
    [
      { name: '', timezone: 'Australia/Sydney' },
      { name: 'is required', timezone: 'is not a time zone of the country chosen' },
    ],
  ])('refuses %j at its field', (change, errors) => {
    expect(draftErrorsOf(ZNewSite, { ...good, ...change })).toEqual(errors);
  });
});
