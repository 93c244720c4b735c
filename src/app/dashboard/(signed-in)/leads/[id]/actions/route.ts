import { postLeadAction } from '@/features/dashboard-lead/post-lead-action';

export const POST = postLeadAction;
