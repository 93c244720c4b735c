/** What the demo processor does with a test card, like Stripe's test mode. */
export type TDemoCardOutcome = 'succeeds' | 'declined' | 'requires_action';

/** Stripe's test cards the demo processor takes: one succeeds, one is declined, one needs a second step. */
export const DEMO_TEST_CARDS: Readonly<Record<string, TDemoCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002760003184': 'requires_action',
};

/** A card number's digits (spaces and dashes dropped) when they pass the Luhn check, else null. */
export function cardDigits(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0 ? digits : null;
}

/** The demo processor's answer to a card, or null for a number that is not one of its test cards. */
export function demoCardOutcome(cardNumber: string): TDemoCardOutcome | null {
  const digits = cardDigits(cardNumber);
  return digits === null ? null : (DEMO_TEST_CARDS[digits] ?? null);
}

/** An expiry `MM/YY` (or MM/YYYY) that has not passed at `now`. */
export function isCardExpiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
