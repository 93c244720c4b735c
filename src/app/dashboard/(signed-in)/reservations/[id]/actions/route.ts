import { postReservationAction } from '@/features/dashboard-reservations/post-reservation-action';

export const POST = postReservationAction;
