export const PAYMENT_PROCESSOR_TYPES = ['stripe', 'till', 'st_george'] as const;

export type TPaymentProcessorType = (typeof PAYMENT_PROCESSOR_TYPES)[number];

export function isPaymentProcessorType(value: string): value is TPaymentProcessorType {
  return (PAYMENT_PROCESSOR_TYPES as readonly string[]).includes(value);
}
