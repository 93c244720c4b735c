import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it.each([
    [
      { canonicalHost: 'dealer.example.com.au' },
      'dealer.example.com.au',
      3000,
      'https://dealer.example.com.au',
    ],
    [{ canonicalHost: 'dealer.example.com.au' }, 'dealer.localhost', 3000, 'https://dealer.example.com.au'],
    [{ canonicalHost: 'www.dealer.localhost' }, 'dealer.localhost', 3000, 'http://www.dealer.localhost:3000'],
    [
      { canonicalHost: null },
      'sydney-motor-group.localhost',
      3000,
      'http://sydney-motor-group.localhost:3000',
    ],
    [{ canonicalHost: null }, 'sydney-motor-group.localhost', 80, 'http://sydney-motor-group.localhost'],
    [{ canonicalHost: null }, '_default', 3100, 'http://localhost:3100'],
    [{ canonicalHost: null }, 'javascript://x', 3000, 'http://localhost:3000'],
  ])('%o on key %s, port %d: %s', (site, key, port, origin) => {
    expect(siteOrigin(site, key, port)).toBe(origin);
  });
});
