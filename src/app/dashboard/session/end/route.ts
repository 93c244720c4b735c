export { postSignOut as POST } from '@/features/dashboard-auth/post-sign-out';
