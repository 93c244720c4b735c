export { postBuyerDeletionRoute as POST } from '@/server/buyers/post-buyer-deletion-route';
