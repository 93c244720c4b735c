export { postBuyerSignOutRoute as POST } from '@/server/buyers/post-buyer-sign-out-route';
