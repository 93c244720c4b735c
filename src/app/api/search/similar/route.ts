export { getSimilarCarsRoute as GET } from '@/features/car-detail/get-similar-cars-route';
