export { getSitePreviewRoute as GET } from '@/server/websites/get-site-preview-route';
