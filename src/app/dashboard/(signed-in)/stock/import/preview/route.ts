export { postStockImportPreview as POST } from '@/features/dashboard-stock/post-stock-import-preview';
