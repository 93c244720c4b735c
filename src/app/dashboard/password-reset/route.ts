export { postPasswordResetRequest as POST } from '@/features/dashboard-auth/post-password-reset-request';
