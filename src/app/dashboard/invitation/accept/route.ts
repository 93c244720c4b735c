export { postAcceptInvitation as POST } from '@/features/dashboard-people/post-accept-invitation';
