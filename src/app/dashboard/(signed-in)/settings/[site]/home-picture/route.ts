export { postHomePicture as POST } from '@/features/dashboard-settings/post-home-picture';
