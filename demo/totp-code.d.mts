/** See totp-code.mjs: the demo users' fixed authenticator keys and the current code for a key. */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>>;
export function totpCode(base32Key: string, at?: number): string;
export function demoTotpCode(email: string, at?: number): string;
