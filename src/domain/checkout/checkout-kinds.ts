/** What the buyer pays online: a refundable deposit that holds the car, or the whole drive-away price. */
export type TCheckoutKind = 'reserve' | 'buy';

/** What a site offers: one kind or both. */
export type TCheckoutOffer = TCheckoutKind | 'both';

/** The kinds a site's offer allows, deposit first. */
export function checkoutKinds(offer: TCheckoutOffer): TCheckoutKind[] {
  return offer === 'both' ? ['reserve', 'buy'] : [offer];
}

/** The button's words for a kind of checkout. */
export function checkoutLabel(kind: TCheckoutKind): string {
  return kind === 'reserve' ? 'Reserve Online' : 'Buy Online';
}
