/** An amount in cents in its currency, e.g. '$500.00' (AUD) or 'NZD 500.00' (told apart on a dashboard of both countries). */
export function formatMoney(cents: number, currency: 'AUD' | 'NZD'): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(cents / 100);
}
