export { postStockImportConfirm as POST } from '@/features/dashboard-stock/post-stock-import-confirm';
