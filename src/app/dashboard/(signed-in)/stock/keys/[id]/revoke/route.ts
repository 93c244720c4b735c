import { postStockKeyRevoke } from '@/features/dashboard-stock/post-stock-key-revoke';

export const POST = postStockKeyRevoke;
