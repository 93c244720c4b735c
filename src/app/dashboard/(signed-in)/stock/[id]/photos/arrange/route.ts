export { postPhotoArrange as POST } from '@/features/dashboard-stock/post-photo-arrange';
