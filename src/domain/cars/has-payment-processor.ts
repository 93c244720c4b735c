import { isPaymentProcessorType } from '../constants/payment-processors';
import type { TCarForRules } from './types';

/** A payment processor is available when the dashboard flags one or the car lists one of a known type. */
export function hasPaymentProcessor(
  car: Pick<TCarForRules, 'hasCheckoutPaymentProcessor' | 'paymentProcessors'>,
): boolean {
  return (
    car.hasCheckoutPaymentProcessor ||
    car.paymentProcessors.some((p) => isPaymentProcessorType(p.authorization_type))
  );
}
