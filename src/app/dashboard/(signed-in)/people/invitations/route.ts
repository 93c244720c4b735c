export { postInvite as POST } from '@/features/dashboard-people/post-invite';
