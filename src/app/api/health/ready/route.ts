export { getReadinessRoute as GET } from '@/server/operations/get-readiness-route';
