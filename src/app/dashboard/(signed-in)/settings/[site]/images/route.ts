export { postSiteImages as POST } from '@/features/dashboard-settings/post-site-images';
