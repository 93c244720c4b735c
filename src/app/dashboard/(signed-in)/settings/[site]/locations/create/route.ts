export { postNewLocation as POST } from '@/features/dashboard-sites/post-new-location';
