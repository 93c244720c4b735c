/**
 * The heading over a refused payment's message: "Nothing was charged." once, so not again over a message that
 * says it already (a declined demo card, a payment that could not start).
 */
export function refusalTitle(message: string): string {
  return /nothing was charged/i.test(message) ? 'Your payment did not go through.' : 'Nothing was charged.';
}
