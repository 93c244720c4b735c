import { postTestLead } from '@/features/dashboard-settings/post-test-lead';

export const POST = postTestLead;
