export { postSignInUnlock as POST } from '@/features/dashboard-auth/post-sign-in-unlock';
