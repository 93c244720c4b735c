const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait in words: seconds up to a minute and a half, then whole minutes (at most an hour). */
function waitInWords(seconds: unknown): string {
  const s = Math.max(1, Math.min(3_600, Number.parseInt(String(seconds), 10) || 1));
  return s <= 90 ? plural(s, 'second') : plural(Math.ceil(s / 60), 'minute');
}

/** What the sign-in page says after a refused attempt (?error=…&minutes=… or &seconds=…). */
export function signInMessage(error: unknown, minutes: unknown, seconds?: unknown): string | null {
  const m = Math.max(1, Math.min(60, Number.parseInt(String(minutes), 10) || 1));
  switch (error) {
    case 'missing':
      return 'Enter your email address and password.';
    case 'invalid':
      return 'That email address and password do not match.';
    case 'locked':
      return `Too many failed sign-ins to this account from here. Wait ${waitInWords(seconds)}, then try again.`;
    case 'code-expired':
      return 'The time to enter your authentication code ran out. Sign in again.';
    case 'rate':
      return `Too many sign-in attempts from here. Try again in ${plural(m, 'minute')}.`;
    default:
      return null;
  }
}
