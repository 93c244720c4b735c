export { postPersonAction as POST } from '@/features/dashboard-people/post-person-action';
