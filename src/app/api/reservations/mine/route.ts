export { getOwnReservationRoute as GET } from '@/server/payments/reservation-routes';
