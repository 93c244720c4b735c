export { postBuyerEmailRoute as POST } from '@/server/buyers/post-buyer-email-route';
