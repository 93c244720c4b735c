export { putLeadRoute as PUT } from '@/server/leads/put-lead-route';
