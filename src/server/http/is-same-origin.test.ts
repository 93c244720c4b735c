import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './is-same-origin';

describe('isSameOrigin', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['no origin (server to server)', { host: 'a.localhost:3000' }, true],
    ['same host and port', { origin: 'http://a.localhost:3000', host: 'a.localhost:3000' }, true],
    ['case-insensitive', { origin: 'http://A.localhost:3000', host: 'a.localhost:3000' }, true],
    [
      'forwarded host wins',
      { origin: 'https://a.com.au', host: '10.0.0.1', 'x-forwarded-host': 'a.com.au' },
      true,
    ],
    ['other site', { origin: 'http://b.localhost:3000', host: 'a.localhost:3000' }, false],
    ['other port', { origin: 'http://a.localhost:4000', host: 'a.localhost:3000' }, false],
    ['opaque origin', { origin: 'null', host: 'a.localhost:3000' }, false],
    ['no host', { origin: 'http://a.localhost:3000' }, false],
  ])('%s', (_case, headers, expected) => {
    expect(isSameOrigin(new Headers(headers))).toBe(expected);
  });
});
