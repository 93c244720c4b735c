export { putDriveIqCustomerRoute as PUT } from '@/server/leads/put-lead-route';
