import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSettingsCipher, settingsKeyFrom } from './settings-cipher';

const key = randomBytes(32);
const cipher = createSettingsCipher(key);

describe('settings cipher (AES-256-GCM)', () => {
  it('opens what it sealed, and never holds the plaintext', () => {
    const sealed = cipher.seal('sk_live_abc123', '1:payment.secretKey');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('sk_live');
    expect(cipher.open(sealed, '1:payment.secretKey')).toBe('sk_live_abc123');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.seal('same', 'c')).not.toBe(cipher.seal('same', 'c'));
  });

  it('refuses another context, another key, a changed byte and a malformed text', () => {
    const sealed = cipher.seal('sk_live_abc123', '1:payment.secretKey');
    expect(() => cipher.open(sealed, '2:payment.secretKey')).toThrow();
    expect(() => createSettingsCipher(randomBytes(32)).open(sealed, '1:payment.secretKey')).toThrow();
    const body = sealed.split('.')[3]!;
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => cipher.open(sealed.replace(body, flipped), '1:payment.secretKey')).toThrow();
    expect(() => cipher.open('v2.a.b.c', 'x')).toThrow('Not a sealed setting');
    expect(() => cipher.open('v1.a.b', 'x')).toThrow('Not a sealed setting');
  });

  it('takes a 32-byte key in base64 or base64url and refuses any other length', () => {
    expect(settingsKeyFrom(key.toString('base64'))).toEqual(key);
    expect(settingsKeyFrom(`${key.toString('base64url')}\n`)).toEqual(key);
    expect(() => settingsKeyFrom('too-short')).toThrow('32 bytes in base64');
  });
});
