import { SpanKind } from '@opentelemetry/api';
import { withSpan } from '@/server/telemetry/with-span';
import type { TPaymentProvider, TPaymentToRefund } from './types';

/**
 * The provider with a client span around each call to its processor (start, cancel, refund, verify), named by processor.
 * Only the processor's name and the hold's id go on a span: never a buyer's details or a card.
 */
export function tracePayments(provider: TPaymentProvider): TPaymentProvider {
  const processor = { 'forecourt.payment.processor': provider.name };
  const span = <T>(call: string, extra: Record<string, string>, work: () => Promise<T>) =>
    withSpan(`payment ${call}`, { ...processor, ...extra }, work, SpanKind.CLIENT);
  const cancelPayment = provider.cancelPayment?.bind(provider);
  const refundPayment = provider.refundPayment?.bind(provider);
  return {
    ...provider,
    startPayment: (hold) =>
      span('startPayment', { 'forecourt.hold.id': hold.id }, () => provider.startPayment(hold)),
    verifyEvent: (rawBody, headers, now) =>
      span('verifyEvent', {}, () => provider.verifyEvent(rawBody, headers, now)),
    ...(cancelPayment && {
      cancelPayment: (paymentIntent: string) => span('cancelPayment', {}, () => cancelPayment(paymentIntent)),
    }),
    ...(refundPayment && {
      refundPayment: (payment: TPaymentToRefund) =>
        span('refundPayment', { 'forecourt.hold.id': payment.reservationId }, () => refundPayment(payment)),
    }),
  };
}
