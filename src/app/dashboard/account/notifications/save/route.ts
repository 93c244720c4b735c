export { postNotificationChoices as POST } from '@/features/dashboard-notifications/post-notification-choices';
