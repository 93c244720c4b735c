/** An amount in cents in its currency, e.g. '$500.00' (AUD) or 'NZD 500.00' (told apart where both appear). */
export function formatCents(cents: number, currency: 'AUD' | 'NZD'): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(cents / 100);
}
