export { postCarClarityCustomerRoute as POST } from '@/server/leads/post-lead-route';
