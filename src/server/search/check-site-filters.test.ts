import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSiteFilters } from './check-site-filters';
import { captureLogs } from '@tests/fixtures/capture-logs';

const site = (filters: string) => ({ slug: 'sunshine-coast-nissan', searchSettings: { filters } });

afterEach(() => vi.restoreAllMocks());

describe('checkSiteFilters', () => {
  it.each(['', 'make:Nissan', '(make:Nissan OR make:Kia) AND NOT car_type:demo', 'price < 90000'])(
    'accepts %j',
    (filters) => {
      expect(() => checkSiteFilters(site(filters))).not.toThrow();
    },
  );

  it('refuses a string with a term it cannot read, naming the site and the term, and logs it', () => {
    const logs = captureLogs();
    const message = 'Site sunshine-coast-nissan: search_filters: unknown attribute: “colour:red”';
    expect(() => checkSiteFilters(site('make:Nissan AND colour:red'))).toThrow(message);
    logs.restore();
    expect(logs.lines).toMatchObject([{ level: 'error', msg: message }]);
    // Not remembered as readable: the next search of the site is refused too.
    expect(() => checkSiteFilters(site('make:Nissan AND colour:red'))).toThrow(message);
  });
});
