export { postTestLead as POST } from '@/features/dashboard-settings/post-test-lead';
