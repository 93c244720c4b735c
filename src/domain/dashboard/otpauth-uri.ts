const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a key typed by hand. */
export function base32(bytes: Uint8Array): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

/**
 * What an authenticator app is given for a new secret: the `otpauth://totp/` URI (a QR code's content: 6 digits,
 * 30 s) and the same key in base32, to type in, shown in groups of four.
 */
export function otpauthUri(
  issuer: string,
  account: string,
  secret: Uint8Array,
): { uri: string; key: string } {
  const key = base32(secret);
  const query = new URLSearchParams({ secret: key, issuer, digits: '6', period: '30' });
  return {
    uri: `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query}`,
    key: key.match(/.{1,4}/g)?.join(' ') ?? '',
  };
}
