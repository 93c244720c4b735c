export { postTaurusCustomerRoute as POST } from '@/server/leads/post-lead-route';
