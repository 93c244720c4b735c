export { postEventRoute as POST } from '@/server/events/post-event-route';
