export { postNewDealership as POST } from '@/features/dashboard-sites/post-new-dealership';
