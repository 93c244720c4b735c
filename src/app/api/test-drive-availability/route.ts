export { getTestDriveAvailabilityRoute as GET } from '@/server/leads/get-test-drive-availability-route';
