import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TSettingsCipher = {
  /** Encrypts a secret bound to `context` (its site and name): it opens only with the same context. */
  seal(plaintext: string, context: string): string;
  /** The secret, or an error when the key, the context or any byte of the sealed text differs. */
  open(sealed: string, context: string): string;
};

/** The 32-byte key from its base64 or base64url text; anything else is refused with the reason. */
export function settingsKeyFrom(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error('SETTINGS_ENCRYPTION_KEY must be 32 bytes in base64');
  return key;
}

/**
 * AES-256-GCM from node:crypto: a fresh random 96-bit IV per secret, the 128-bit tag checked on opening, and
 * the context as associated data, so a sealed secret copied to another site or name does not open.
 */
export function createSettingsCipher(key: Buffer): TSettingsCipher {
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed setting');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
