import { postPhotoArrange } from '@/features/dashboard-stock/post-photo-arrange';

export const POST = postPhotoArrange;
