/** What the second sign-in step says at its "Authentication code" field after a refusal (?error=…). */
export function signInCodeMessage(error: unknown, minutes: unknown): string | null {
  const m = Math.max(1, Math.min(60, Number.parseInt(String(minutes), 10) || 1));
  switch (error) {
    case 'missing':
      return 'Enter the 6-digit code from your authenticator app, or a recovery code.';
    case 'format':
      return 'Enter the 6 digits your authenticator app shows, or a recovery code such as abcde-12345.';
    case 'invalid':
      return 'That code is not right. Enter the newest code the app shows, or an unused recovery code.';
    case 'rate':
      return `Too many attempts from here. Try again in ${m} minute${m === 1 ? '' : 's'}.`;
    default:
      return null;
  }
}

/** What the two-factor settings page says at a field after a refusal (?error=…): [field name, message]. */
export function twoFactorSettingsError(error: unknown): [field: string, message: string] | null {
  switch (error) {
    case 'password-missing':
      return ['password', 'Enter your password.'];
    case 'password-wrong':
      return ['password', 'That is not your password.'];
    case 'codes-password-missing':
      return ['codes-password', 'Enter your password.'];
    case 'codes-password-wrong':
      return ['codes-password', 'That is not your password.'];
    case 'off-password-missing':
      return ['off-password', 'Enter your password.'];
    case 'off-password-wrong':
      return ['off-password', 'That is not your password.'];
    case 'code-missing':
      return ['code', 'Enter the 6-digit code your authenticator app shows.'];
    case 'code-format':
      return [
        'code',
        'Enter the 6 digits your authenticator app shows (a recovery code does not count here).',
      ];
    case 'code-wrong':
      return [
        'code',
        "That code is not right. Enter the newest code the app shows; if it keeps failing, check the phone's clock is set automatically.",
      ];
    default:
      return null;
  }
}
