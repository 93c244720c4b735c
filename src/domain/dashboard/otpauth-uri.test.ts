import { describe, expect, it } from 'vitest';
import { base32, otpauthUri } from './otpauth-uri';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['foobar', 'MZXW6YTBOI'],
    ['12345678901234567890', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'],
  ])('%j -> %s (RFC 4648, no padding)', (text, encoded) => {
    expect(base32(bytes(text))).toBe(encoded);
  });
});

describe('otpauthUri', () => {
  it('names the issuer and account, and gives the key in groups of four', () => {
    expect(otpauthUri('Forecourt', 'sam@example.com', bytes('12345678901234567890'))).toEqual({
      uri: 'otpauth://totp/Forecourt:sam%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Forecourt&digits=6&period=30',
      key: 'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ',
    });
  });

  it('gives an empty key for an empty secret, not a crash', () => {
    expect(otpauthUri('Forecourt', 'sam@example.com', new Uint8Array(0)).key).toBe('');
  });
});
