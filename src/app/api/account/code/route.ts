export { postBuyerCodeRoute as POST } from '@/server/buyers/post-buyer-code-route';
