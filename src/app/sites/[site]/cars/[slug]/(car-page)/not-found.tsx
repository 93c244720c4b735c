import { CarNotFound } from '@/features/car-detail/car-not-found';
import { SimilarCarsLoader } from '@/features/car-detail/similar-cars-loader';

/**
 * A car slug this site does not have: the 404 page with this site's cars like the one asked for. It sits in the
 * car page's route group so that only the car page carries the similar cars' loader in its payload; the checkout,
 * trade-in and repayment pages under a car use the plain 404 beside this group.
 */
export default function NotFound() {
  return (
    <CarNotFound>
      <SimilarCarsLoader />
    </CarNotFound>
  );
}
