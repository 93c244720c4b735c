export { postTwoFactorSignIn as POST } from '@/features/dashboard-auth/post-two-factor-sign-in';
