// The demo users' fixed authenticator secrets (README) and the code an authenticator app shows for a secret now
// (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), for the journeys, the benchmarks and anyone without the app:
// `node demo/totp-code.mjs admin@forecourt.example` prints the admin's current code.
import { createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const DEMO_TOTP_SECRETS = {
  'admin@forecourt.example': '5CO2ZYZRUMHAN663URGY4VOA25HTUI6L',
  'group.admin@sydney-motor-group.example': 'ENI7SFJI3QT4V3WMPIVCGEJZQDYKG7H7',
  'group.admin@waikato-motors.example': '4VYW56XZG42L4FDO2ADGSGGZI7Y4MSIL',
  'manager@parramatta-toyota.example': 'RXH24ABQDDVHB5X7A6UZQRKTHIZEQDOA',
  'sales@parramatta-toyota.example': 'EGMZAKZOQOY4CNMSKFTZEJIWF7PAOST6',
  'sales@penrith-mazda.example': '2QKARFBIEVK6XGBNEWODHTLIHHFA3WGH',
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text) {
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 key: ${text}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows for this base32 key at `at` (ms, default now). */
export function totpCode(base32Key, at = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Bytes(base32Key)).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The current code of a demo user (by email), from their fixed key. */
export function demoTotpCode(email, at = Date.now()) {
  const key = DEMO_TOTP_SECRETS[email.toLowerCase()];
  if (!key) throw new Error(`${email} is not a demo user`);
  return totpCode(key, at);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const email = process.argv[2];
  if (!email) {
    console.error(
      `Usage: node demo/totp-code.mjs <email>; demo users: ${Object.keys(DEMO_TOTP_SECRETS).join(', ')}`,
    );
    process.exitCode = 1;
  } else console.log(demoTotpCode(email));
}
