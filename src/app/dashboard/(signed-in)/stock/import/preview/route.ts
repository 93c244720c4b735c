import { postStockImportPreview } from '@/features/dashboard-stock/post-stock-import-preview';

export const POST = postStockImportPreview;
