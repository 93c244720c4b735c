import { describe, expect, it } from 'vitest';
import type { TProxyTrust } from '@/server/http/client-id';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { siteOrigin } from './site-origin';

const none: TProxyTrust = { proxies: [], hops: 0 };
const proxy: TProxyTrust = { proxies: ['10.0.0.0/8'], hops: 0 };
const site = { domainName: null };

describe('siteOrigin', () => {
  it.each<[string, Record<string, string>, TProxyTrust, string]>([
    ['the Host that resolved the site', { host: 'demo.localhost:3000' }, none, 'http://demo.localhost:3000'],
    [
      'never X-Forwarded-Host',
      { host: 'demo.localhost:3000', 'x-forwarded-host': 'evil.example' },
      proxy,
      'http://demo.localhost:3000',
    ],
    [
      'an untrusted X-Forwarded-Proto is ignored',
      { host: 'demo.localhost', 'x-forwarded-proto': 'https', [PEER_ADDRESS_HEADER]: '192.0.2.1' },
      proxy,
      'http://demo.localhost',
    ],
    [
      "a trusted proxy's https",
      { host: 'demo.localhost', 'x-forwarded-proto': 'https', [PEER_ADDRESS_HEADER]: '10.0.0.5' },
      proxy,
      'https://demo.localhost',
    ],
    [
      'no protocol but https, even from a trusted proxy',
      { host: 'demo.localhost', 'x-forwarded-proto': 'javascript', [PEER_ADDRESS_HEADER]: '10.0.0.5' },
      proxy,
      'http://demo.localhost',
    ],
    ['a Host that is no host name', { host: 'evil.example/"><script>' }, none, 'http://localhost'],
    ['an IPv6 host', { host: '[::1]:3000' }, none, 'http://[::1]:3000'],
    ['no Host', {}, none, 'http://localhost'],
  ])('%s', (_case, headers, trust, expected) => {
    expect(siteOrigin(site, new Headers(headers), trust)).toBe(expected);
  });

  it("is the site's configured domain over https whatever the request says", () => {
    const headers = new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(siteOrigin({ domainName: 'www.dealer.example' }, headers, none)).toBe(
      'https://www.dealer.example',
    );
  });
});
