export { postStockImportRoute as POST } from '@/server/stock-import/post-stock-import-route';
