export { postPublish as POST } from '@/features/dashboard-publishing/post-publish';
