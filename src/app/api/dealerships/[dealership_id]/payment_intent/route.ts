export { postPaymentIntentRoute as POST } from '@/server/payments/post-payment-intent-route';
