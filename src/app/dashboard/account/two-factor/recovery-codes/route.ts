export { postRecoveryCodes as POST } from '@/features/dashboard-auth/post-recovery-codes';
