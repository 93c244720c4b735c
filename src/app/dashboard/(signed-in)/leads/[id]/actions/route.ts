export { postLeadAction as POST } from '@/features/dashboard-lead/post-lead-action';
