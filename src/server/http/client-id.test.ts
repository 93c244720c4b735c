import { describe, expect, it } from 'vitest';
import { clientId, type TProxyTrust } from './client-id';
import { PEER_ADDRESS_HEADER } from './peer-address';

const none: TProxyTrust = { proxies: [], hops: 0 };

describe('clientId', () => {
  it.each<[string, Record<string, string>, TProxyTrust, string]>([
    ['no proxy trusted: the socket, whatever X-Forwarded-For says', { xff: '1.2.3.4' }, none, '203.0.113.5'],
    ['no proxy trusted: X-Real-IP is not believed either', { 'x-real-ip': '5.6.7.8' }, none, '203.0.113.5'],
    [
      'a trusted proxy address: the entry it appended',
      { peer: '10.0.0.7', xff: '1.2.3.4, 198.51.100.7' },
      { proxies: ['10.0.0.0/8'], hops: 0 },
      '198.51.100.7',
    ],
    [
      'an untrusted peer is the client even with a forwarded header',
      { peer: '192.0.2.1', xff: '1.2.3.4' },
      { proxies: ['10.0.0.0/8'], hops: 0 },
      '192.0.2.1',
    ],
    [
      'two trusted proxies in a chain',
      { peer: '10.0.0.7', xff: '1.2.3.4, 198.51.100.7, 10.0.0.9' },
      { proxies: ['10.0.0.0/8'], hops: 0 },
      '198.51.100.7',
    ],
    [
      'a single trusted address',
      { peer: '::ffff:127.0.0.1', xff: '198.51.100.8' },
      { proxies: ['127.0.0.1'], hops: 0 },
      '198.51.100.8',
    ],
    [
      'one trusted hop: the entry the proxy appended',
      { peer: '10.1.1.1', xff: '1.2.3.4, 198.51.100.7' },
      { proxies: [], hops: 1 },
      '198.51.100.7',
    ],
    [
      'fewer entries than trusted hops: the left-most',
      { peer: '10.1.1.1', xff: '198.51.100.7' },
      { proxies: [], hops: 3 },
      '198.51.100.7',
    ],
    ['IPv4-mapped socket addresses read as IPv4', { peer: '::ffff:192.0.2.4' }, none, '192.0.2.4'],
    ['an IPv6 client is its /64', { peer: '2001:db8:1:2:aa:bb:cc:dd' }, none, '2001:db8:1:2::/64'],
    [
      'garbage a trusted proxy passed on is unknown',
      { peer: '10.1.1.1', xff: 'not-an-ip' },
      { proxies: [], hops: 1 },
      'unknown',
    ],
    ['no socket address (not served by Node): unknown', { peer: '', xff: '1.2.3.4' }, none, 'unknown'],
  ])('%s', (_case, given, trust, expected) => {
    const headers = new Headers();
    headers.set(PEER_ADDRESS_HEADER, given.peer ?? '203.0.113.5');
    if (given.xff) headers.set('x-forwarded-for', given.xff);
    if (given['x-real-ip']) headers.set('x-real-ip', given['x-real-ip']);
    expect(clientId(headers, trust)).toBe(expected);
  });

  it('trusts no forwarded header by default (TRUSTED_PROXIES and TRUSTED_PROXY_HOPS unset)', () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: '203.0.113.5', 'x-forwarded-for': '1.2.3.4' });
    expect(clientId(headers)).toBe('203.0.113.5');
  });
});
