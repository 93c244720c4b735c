import { describe, expect, it } from 'vitest';
import { dealerSiteOrigin } from './dealer-site-origin';

describe('dealerSiteOrigin', () => {
  it.each<[string | null, string | null, string]>([
    ['cars.example.com.au', 'dashboard.example.com', 'https://cars.example.com.au'],
    ['www.cars.localhost', 'dashboard.localhost:3360', 'http://www.cars.localhost:3360'],
    [null, 'dashboard.localhost:3360', 'http://alpha.localhost:3360'],
    [null, 'dashboard.localhost', 'http://alpha.localhost'],
    [null, null, 'http://alpha.localhost'],
  ])('%s on %s -> %s', (canonicalHost, host, origin) => {
    expect(dealerSiteOrigin({ slug: 'alpha', canonicalHost }, host)).toBe(origin);
  });
});
