import { CarNotFound } from '@/features/car-detail/car-not-found';

/** A page under a car this site does not have (its checkout, trade-in or repayments): the car 404, without the similar cars. */
export default function NotFound() {
  return <CarNotFound />;
}
