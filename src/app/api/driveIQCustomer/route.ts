export { postDriveIqCustomerRoute as POST } from '@/server/leads/post-lead-route';
