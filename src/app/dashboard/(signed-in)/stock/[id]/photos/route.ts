export { postCarPhotos as POST } from '@/features/dashboard-stock/post-car-photos';
