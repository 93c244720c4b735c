import { postCarEdit } from '@/features/dashboard-stock/post-car-edit';

export const POST = postCarEdit;
