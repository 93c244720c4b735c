export { postBuyerSavedCarRoute as POST } from '@/server/buyers/post-buyer-saved-car-route';
