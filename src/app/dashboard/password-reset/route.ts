import { postPasswordResetRequest } from '@/features/dashboard-auth/post-password-reset';

export const POST = postPasswordResetRequest;
