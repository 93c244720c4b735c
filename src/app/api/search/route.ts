export { getSearchRoute as GET } from '@/server/search/get-search-route';
