export { getHealthRoute as GET } from '@/server/db/get-health-route';
