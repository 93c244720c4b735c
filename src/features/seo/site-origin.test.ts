import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it.each([
    [{ domainName: 'dealer.example.com.au' }, 'dealer.example.com.au', 3000, 'https://dealer.example.com.au'],
    [{ domainName: 'dealer.example.com.au' }, 'dealer.localhost', 3000, 'https://dealer.example.com.au'],
    [{ domainName: null }, 'sydney-motor-group.localhost', 3000, 'http://sydney-motor-group.localhost:3000'],
    [{ domainName: null }, 'sydney-motor-group.localhost', 80, 'http://sydney-motor-group.localhost'],
    [{ domainName: null }, '_default', 3100, 'http://localhost:3100'],
    [{ domainName: null }, 'javascript://x', 3000, 'http://localhost:3000'],
  ])('%o on key %s, port %d: %s', (site, key, port, origin) => {
    expect(siteOrigin(site, key, port)).toBe(origin);
  });
});
