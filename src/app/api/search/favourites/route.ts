export { getFavouriteCarsRoute as GET } from '@/features/favourites/get-favourite-cars-route';
