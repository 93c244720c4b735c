export { postValuationRoute as POST } from '@/features/trade-in/post-valuation-route';
