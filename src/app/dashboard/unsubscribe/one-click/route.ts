export {
  getUnsubscribe as GET,
  postUnsubscribe as POST,
} from '@/features/dashboard-notifications/post-unsubscribe';
