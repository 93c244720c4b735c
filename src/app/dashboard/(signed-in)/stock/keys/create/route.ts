import { postStockKeyCreate } from '@/features/dashboard-stock/post-stock-key-create';

export const POST = postStockKeyCreate;
