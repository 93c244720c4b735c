export { postBuyerSignInRoute as POST } from '@/server/buyers/post-buyer-sign-in-route';
