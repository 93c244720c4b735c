export { getReservationRoute as GET } from '@/server/payments/reservation-routes';
export { putReservationBuyerRoute as PUT } from '@/server/payments/reservation-routes';
export { deleteReservationRoute as DELETE } from '@/server/payments/reservation-routes';
