export { postStockKeyCreate as POST } from '@/features/dashboard-stock/post-stock-key-create';
