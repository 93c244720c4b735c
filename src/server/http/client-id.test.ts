import { describe, expect, it } from 'vitest';
import { clientId } from './client-id';

describe('clientId', () => {
  it.each<[string, Record<string, string>, string]>([
    ['first forwarded hop', { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, '203.0.113.9'],
    ['real ip', { 'x-real-ip': ' 198.51.100.2 ' }, '198.51.100.2'],
    ['nothing', {}, 'direct'],
    ['blank forwarded falls through', { 'x-forwarded-for': ' ', 'x-real-ip': '1.2.3.4' }, '1.2.3.4'],
  ])('%s', (_case, headers, expected) => {
    expect(clientId(new Headers(headers))).toBe(expected);
  });
});
