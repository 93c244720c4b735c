export { postPaymentWebhookRoute as POST } from '@/server/payments/post-payment-webhook-route';
