export { postTwoFactorStart as POST } from '@/features/dashboard-auth/post-two-factor-start';
