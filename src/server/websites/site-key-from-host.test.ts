import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY, INVALID_KEY, siteKeyFromHost } from './site-key-from-host';

describe('siteKeyFromHost', () => {
  it.each([
    [null, DEFAULT_KEY],
    ['', DEFAULT_KEY],
    ['localhost', DEFAULT_KEY],
    ['localhost:3000', DEFAULT_KEY],
    ['127.0.0.1:3000', DEFAULT_KEY],
    ['[::1]:3000', DEFAULT_KEY],
    ['Sydney-Motor-Group.localhost:3000', 'sydney-motor-group.localhost'],
    ['www.example.com.', 'www.example.com'],
    ['evil/../host', INVALID_KEY],
    ['a'.repeat(254), INVALID_KEY],
  ])('%s -> %s', (host, key) => {
    expect(siteKeyFromHost(host)).toBe(key);
  });
});
