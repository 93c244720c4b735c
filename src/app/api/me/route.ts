export { getMeRoute as GET } from '@/server/buyers/get-me-route';
