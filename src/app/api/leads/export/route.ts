export { getLeadExportRoute as GET } from '@/server/leads/get-lead-export-route';
