export { postPasswordResetComplete as POST } from '@/features/dashboard-auth/post-password-reset-complete';
