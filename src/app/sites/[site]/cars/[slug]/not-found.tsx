import { CarNotFound } from '@/features/car-detail/car-not-found';

/** A car slug this site does not have: the 404 page with this site's cars like the one asked for. */
export default function NotFound() {
  return <CarNotFound />;
}
