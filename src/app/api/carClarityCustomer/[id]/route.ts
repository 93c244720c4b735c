export { putCarClarityCustomerRoute as PUT } from '@/server/leads/put-lead-route';
