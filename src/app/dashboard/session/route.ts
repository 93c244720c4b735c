export { postSignIn as POST } from '@/features/dashboard-auth/post-sign-in';
