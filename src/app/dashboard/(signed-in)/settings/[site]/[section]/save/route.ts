export { postSettings as POST } from '@/features/dashboard-settings/post-settings';
