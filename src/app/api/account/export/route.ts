export { getBuyerExportRoute as GET } from '@/server/buyers/get-buyer-export-route';
