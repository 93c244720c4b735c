export { getLeadExport as GET } from '@/features/dashboard-inbox/get-lead-export';
