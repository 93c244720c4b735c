export { postLocation as POST } from '@/features/dashboard-settings/post-location';
