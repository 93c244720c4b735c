export { getStockImportJobRoute as GET } from '@/server/stock-import/get-stock-import-job-route';
