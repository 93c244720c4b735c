import { postSignOut } from '@/features/dashboard-auth/post-sign-out';

export const POST = postSignOut;
