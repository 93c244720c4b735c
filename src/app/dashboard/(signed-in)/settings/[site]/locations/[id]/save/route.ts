import { postLocation } from '@/features/dashboard-settings/post-location';

export const POST = postLocation;
