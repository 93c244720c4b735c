/** How long a car is held for the buyer to pay, unless the site says otherwise. */
export const DEFAULT_HOLD_MINUTES = 15;

/** When a hold placed at `now` ends. */
export function holdExpiresAt(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}
