import { postSignIn } from '@/features/dashboard-auth/post-sign-in';

export const POST = postSignIn;
