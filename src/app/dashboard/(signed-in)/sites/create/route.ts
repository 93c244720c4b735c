export { postNewSite as POST } from '@/features/dashboard-sites/post-new-site';
