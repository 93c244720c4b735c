export { getPreviewLink as GET } from '@/features/dashboard-publishing/get-preview-link';
