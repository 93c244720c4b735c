export { postDealership as POST } from '@/features/dashboard-sites/post-dealership';
