import { postSiteImages } from '@/features/dashboard-settings/post-site-images';

export const POST = postSiteImages;
