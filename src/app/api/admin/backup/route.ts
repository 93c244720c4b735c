export { getBackupRoute as GET } from '@/server/backup/get-backup-route';
