import { env } from '@/env';

/** Carries a just-created key to the one page view that shows it: this path only, for a minute. */
export const NEW_KEY_COOKIE = 'fc_new_stock_key';
export const KEYS_PATH = '/stock/keys';

export function newKeyCookie(value: string, maxAgeSeconds = 60): string {
  const secure = env.DASHBOARD_PROTOCOL === 'https' ? '; Secure' : '';
  return `${NEW_KEY_COOKIE}=${encodeURIComponent(value)}; Path=${KEYS_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}
