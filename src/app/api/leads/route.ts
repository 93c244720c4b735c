export { postLeadRoute as POST } from '@/server/leads/post-lead-route';
