export { getMediaRoute as GET } from '@/server/media/get-media-route';
