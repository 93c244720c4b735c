import { postStockImportConfirm } from '@/features/dashboard-stock/post-stock-import-confirm';

export const POST = postStockImportConfirm;
