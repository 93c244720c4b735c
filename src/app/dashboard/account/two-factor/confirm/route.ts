export { postTwoFactorConfirm as POST } from '@/features/dashboard-auth/post-two-factor-confirm';
