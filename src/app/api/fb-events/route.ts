export { postFacebookEventRoute as POST } from '@/server/events/post-facebook-event-route';
