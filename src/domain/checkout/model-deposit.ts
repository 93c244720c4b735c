import { isPaymentProcessorType } from '../constants/payment-processors';

/**
 * Whether a site takes a deposit online on a catalogue model, no particular car (ADR 0020): checkout on, model
 * deposits on in its checkout settings, and a card processor of its own (a model lists none).
 */
export function isModelDepositOffered(site: {
  checkoutEnabled: boolean;
  modelDeposits: boolean;
  paymentProvider: string | null;
}): boolean {
  return (
    site.checkoutEnabled &&
    site.modelDeposits &&
    site.paymentProvider !== null &&
    isPaymentProcessorType(site.paymentProvider)
  );
}

/** Whether a dealership sells a make: one that names no makes sells any; names compare trimmed, in any case. */
export function dealershipSellsMake(manufacturers: readonly string[], make: string): boolean {
  const wanted = make.trim().toLowerCase();
  return manufacturers.length === 0 || manufacturers.some((m) => m.trim().toLowerCase() === wanted);
}
