import { postHomePicture } from '@/features/dashboard-settings/post-home-picture';

export const POST = postHomePicture;
