export { postCarEdit as POST } from '@/features/dashboard-stock/post-car-edit';
