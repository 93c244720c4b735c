/** What the sign-in page says after a refused attempt (?error=…&minutes=…). */
export function signInMessage(error: unknown, minutes: unknown): string | null {
  const m = Math.max(1, Math.min(60, Number.parseInt(String(minutes), 10) || 1));
  const wait = `${m} minute${m === 1 ? '' : 's'}`;
  switch (error) {
    case 'missing':
      return 'Enter your email address and password.';
    case 'invalid':
      return 'That email address and password do not match.';
    case 'locked':
      return `Too many failed sign-ins for this email address. It is locked for ${wait}.`;
    case 'code-expired':
      return 'The time to enter your authentication code ran out. Sign in again.';
    case 'rate':
      return `Too many sign-in attempts from here. Try again in ${wait}.`;
    default:
      return null;
  }
}
