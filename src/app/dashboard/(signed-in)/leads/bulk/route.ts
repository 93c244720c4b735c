export { postInboxBulk as POST } from '@/features/dashboard-inbox/post-inbox-bulk';
