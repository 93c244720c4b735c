import { getLeadExport } from '@/features/dashboard-inbox/get-lead-export';

export const GET = getLeadExport;
