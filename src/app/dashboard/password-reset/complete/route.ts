import { postPasswordResetComplete } from '@/features/dashboard-auth/post-password-reset';

export const POST = postPasswordResetComplete;
