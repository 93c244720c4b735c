import { describe, expect, it } from 'vitest';
import { newUrlOf, oldPathOf } from './redirect-addresses';

describe('oldPathOf', () => {
  it('takes the path and query of a full address', () => {
    expect(oldPathOf('https://www.old-dealer.com.au/used-cars/123?ref=x')).toBe('/used-cars/123?ref=x');
  });
  it('drops a trailing slash, so /a/ and /a are one page', () => {
    expect(oldPathOf('/used-cars/')).toBe('/used-cars');
  });
  it('refuses a full address that is not one', () => {
    expect(oldPathOf('https://[broken/used-cars')).toBeNull();
    expect(newUrlOf('https://[broken/cars')).toBeNull();
  });
  it('refuses the home page, a protocol-relative address, spaces and plain words', () => {
    expect(oldPathOf('/')).toBeNull();
    expect(oldPathOf('https://old.example/')).toBeNull();
    expect(oldPathOf('//evil.example/a')).toBeNull();
    expect(oldPathOf('/a b')).toBeNull();
    expect(oldPathOf('used-cars')).toBeNull();
  });
});

describe('newUrlOf', () => {
  it('keeps a path on the site or a full address', () => {
    expect(newUrlOf('/cars/2022-toyota')).toBe('/cars/2022-toyota');
    expect(newUrlOf('https://other.example/x')).toBe('https://other.example/x');
  });
  it('refuses other schemes and protocol-relative addresses', () => {
    expect(newUrlOf('javascript:alert(1)')).toBeNull();
    expect(newUrlOf('//evil.example')).toBeNull();
    expect(newUrlOf('cars')).toBeNull();
    expect(newUrlOf('/cars/a b')).toBeNull();
  });
});
