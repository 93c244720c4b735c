export { getFaviconRoute as GET } from '@/server/websites/get-favicon-route';
