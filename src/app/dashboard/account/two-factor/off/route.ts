export { postTwoFactorOff as POST } from '@/features/dashboard-auth/post-two-factor-off';
