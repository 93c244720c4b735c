export { postWithdrawInvitation as POST } from '@/features/dashboard-people/post-withdraw-invitation';
