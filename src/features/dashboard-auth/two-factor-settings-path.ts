import { TWO_FACTOR_ENROLMENT_PATH } from '@/server/dashboard/get-viewer';

/** The two-factor settings page, where admins without it are held (get-viewer.ts). */
export const TWO_FACTOR_SETTINGS_PATH = TWO_FACTOR_ENROLMENT_PATH;

/** Where the page's forms post. */
export const twoFactorSettingsPost = (action: 'start' | 'confirm' | 'recovery-codes' | 'off') =>
  `${TWO_FACTOR_SETTINGS_PATH}/${action}`;
