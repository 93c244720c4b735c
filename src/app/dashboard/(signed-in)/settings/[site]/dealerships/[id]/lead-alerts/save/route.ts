export { postLeadAlerts as POST } from '@/features/dashboard-notifications/post-lead-alerts';
