export { postStockKeyRevoke as POST } from '@/features/dashboard-stock/post-stock-key-revoke';
