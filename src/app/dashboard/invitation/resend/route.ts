export { postResendInvitation as POST } from '@/features/dashboard-people/post-resend-invitation';
