import { postSettings } from '@/features/dashboard-settings/post-settings';

export const POST = postSettings;
