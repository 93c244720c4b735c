import { describe, expect, it } from 'vitest';
import { clientId } from './client-id';

describe('clientId', () => {
  it.each<[string, Record<string, string>, number, string]>([
    [
      'one trusted proxy: the address it appended',
      { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
      1,
      '10.0.0.1',
    ],
    ['a spoofed first value is ignored', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, 1, '198.51.100.7'],
    [
      'two trusted proxies: second from the right',
      { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.1' },
      2,
      '198.51.100.7',
    ],
    [
      'fewer entries than trusted proxies: the left-most',
      { 'x-forwarded-for': '198.51.100.7' },
      3,
      '198.51.100.7',
    ],
    ['empty entries are skipped', { 'x-forwarded-for': '198.51.100.7, , ' }, 1, '198.51.100.7'],
    [
      'no trusted proxy: forwarded headers are not believed',
      { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' },
      0,
      'direct',
    ],
    ['real ip', { 'x-real-ip': ' 198.51.100.2 ' }, 1, '198.51.100.2'],
    ['nothing', {}, 1, 'direct'],
    ['blank forwarded falls through', { 'x-forwarded-for': ' ', 'x-real-ip': '1.2.3.4' }, 1, '1.2.3.4'],
  ])('%s', (_case, headers, trustedHops, expected) => {
    expect(clientId(new Headers(headers), trustedHops)).toBe(expected);
  });

  it('defaults to one trusted proxy (TRUSTED_PROXY_HOPS)', () => {
    expect(clientId(new Headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).toBe('198.51.100.7');
  });
});
