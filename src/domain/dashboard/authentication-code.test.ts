import { describe, expect, it } from 'vitest';
import { readAuthenticationCode, ZAppCode, ZAuthenticationCode } from './authentication-code';

describe('readAuthenticationCode', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['abcde-12345', { kind: 'recovery', code: 'abcde-12345' }],
    ['ABCDE 12345', { kind: 'recovery', code: 'abcde-12345' }],
    ['abcde12345', { kind: 'recovery', code: 'abcde-12345' }],
    ['12345', null],
    ['1234567', null],
    ['abcd-12345', null],
    ['abcde_12345', null],
    ['', null],
  ])('%j', (typed, read) => {
    expect(readAuthenticationCode(typed)).toEqual(read);
  });
});

describe('ZAuthenticationCode', () => {
  it('says an empty field is missing and a misshapen one is the wrong format', () => {
    expect(ZAuthenticationCode.safeParse('  ').error?.issues[0]?.message).toBe('missing');
    expect(ZAuthenticationCode.safeParse('12-34').error?.issues[0]?.message).toBe('format');
    expect(ZAuthenticationCode.parse('654 321')).toEqual({ kind: 'totp', code: '654321' });
  });
});

describe('ZAppCode', () => {
  it("takes the app's 6 digits only", () => {
    expect(ZAppCode.parse(' 654 321')).toBe('654321');
    expect(ZAppCode.safeParse('').error?.issues[0]?.message).toBe('missing');
    expect(ZAppCode.safeParse('abcde-12345').error?.issues[0]?.message).toBe('format');
  });
});
