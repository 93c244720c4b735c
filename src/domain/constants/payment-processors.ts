export const PAYMENT_PROCESSOR_TYPES = ['stripe', 'till', 'st_george'] as const;

export type TPaymentProcessorType = (typeof PAYMENT_PROCESSOR_TYPES)[number];

export function isPaymentProcessorType(value: string): value is TPaymentProcessorType {
  return (PAYMENT_PROCESSOR_TYPES as readonly string[]).includes(value);
}

/** Till and St George take payment without a payment intent, so no client secret is fetched. */
export function skipsClientSecret(type: TPaymentProcessorType): boolean {
  return type === 'till' || type === 'st_george';
}
