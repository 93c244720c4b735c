import { postCarPhotos } from '@/features/dashboard-stock/post-car-photos';

export const POST = postCarPhotos;
