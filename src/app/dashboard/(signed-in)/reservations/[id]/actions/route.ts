export { postReservationAction as POST } from '@/features/dashboard-reservations/post-reservation-action';
