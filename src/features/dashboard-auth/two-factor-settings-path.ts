/** The two-factor settings page (enrolment), and where its forms post. */
export const TWO_FACTOR_SETTINGS_PATH = '/account/two-factor';

export const twoFactorSettingsPost = (action: 'start' | 'confirm' | 'recovery-codes' | 'off') =>
  `${TWO_FACTOR_SETTINGS_PATH}/${action}`;
