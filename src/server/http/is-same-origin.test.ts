import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './is-same-origin';
import { PEER_ADDRESS_HEADER } from './peer-address';

const noProxies = { proxies: [], hops: 0 };
const behindProxy = { proxies: ['10.0.0.0/8'], hops: 0 };
const fromProxy = { [PEER_ADDRESS_HEADER]: '10.0.0.5' };
const fromClient = { [PEER_ADDRESS_HEADER]: '203.0.113.9' };

describe('isSameOrigin', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['no origin (server to server)', { host: 'a.localhost:3000' }, true],
    ['same host and port', { origin: 'http://a.localhost:3000', host: 'a.localhost:3000' }, true],
    ['case-insensitive', { origin: 'http://A.localhost:3000', host: 'a.localhost:3000' }, true],
    ['other site', { origin: 'http://b.localhost:3000', host: 'a.localhost:3000' }, false],
    ['other port', { origin: 'http://a.localhost:4000', host: 'a.localhost:3000' }, false],
    ['opaque origin', { origin: 'null', host: 'a.localhost:3000' }, false],
    ['not a web origin', { origin: 'file://a.localhost:3000', host: 'a.localhost:3000' }, false],
    ['no host', { origin: 'http://a.localhost:3000' }, false],
    [
      "a client's own X-Forwarded-Host is not believed",
      { ...fromClient, origin: 'https://evil.example', host: 'a.com.au', 'x-forwarded-host': 'evil.example' },
      false,
    ],
  ])('%s', (_case, headers, expected) => {
    expect(isSameOrigin(new Headers(headers), [], behindProxy)).toBe(expected);
  });

  it('believes X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy, and compares the scheme', () => {
    const forwarded = { ...fromProxy, host: '10.0.0.1:3000', 'x-forwarded-host': 'a.com.au' };
    const check = (origin: string, proto: string) =>
      isSameOrigin(new Headers({ ...forwarded, origin, 'x-forwarded-proto': proto }), [], behindProxy);
    expect(check('https://a.com.au', 'https')).toBe(true);
    expect(check('http://a.com.au', 'https')).toBe(false);
    expect(check('https://b.com.au', 'https')).toBe(false);
    // Without trusted proxies the same request is judged by its Host header.
    expect(isSameOrigin(new Headers({ ...forwarded, origin: 'https://a.com.au' }), [], noProxies)).toBe(
      false,
    );
  });

  it("lets the site's configured domains in over https on the default port only", () => {
    const request = (origin: string) => new Headers({ ...fromClient, origin, host: '10.0.0.1:3000' });
    const hosts = ['sydneymotorgroup.com.au', 'www.sydneymotorgroup.com.au'];
    expect(isSameOrigin(request('https://www.sydneymotorgroup.com.au'), hosts, noProxies)).toBe(true);
    expect(isSameOrigin(request('http://sydneymotorgroup.com.au'), hosts, noProxies)).toBe(false);
    expect(isSameOrigin(request('https://sydneymotorgroup.com.au:8443'), hosts, noProxies)).toBe(false);
    expect(isSameOrigin(request('https://othersite.com.au'), hosts, noProxies)).toBe(false);
  });
});
