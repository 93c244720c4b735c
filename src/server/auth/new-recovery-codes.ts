import { generateRandomString } from 'better-auth/crypto';

/**
 * Ten recovery codes such as `k3v9q-2mx7p`: lower-case letters and digits only, so a code typed in capitals or
 * without its hyphen still reads (readAuthenticationCode). 50 bits each.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const code = generateRandomString(10, 'a-z', '0-9');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
