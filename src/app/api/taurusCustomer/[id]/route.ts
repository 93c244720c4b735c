export { putTaurusCustomerRoute as PUT } from '@/server/leads/put-lead-route';
