export { postDemoConfirmRoute as POST } from '@/server/payments/post-demo-confirm-route';
