import { ServerImage } from '@/ui/media/server-image';
import { CarCardFrame, type TCarCardProps } from './car-card-frame';
import { carCardPhotoImage } from './car-card-photo';

/**
 * A car in a grid, drawn on the server (home, search, offers): CarCardFrame with the car's photo, worked out here.
 * The LCP card's photo (`priority`) is preloaded, high priority and eager; every other card's is lazy.
 */
export function CarCard({ priority = false, ...props }: TCarCardProps) {
  const url = props.car.primaryImageUrl;
  const photo = url && <ServerImage {...carCardPhotoImage(url)} preload={priority} />;
  return <CarCardFrame {...props} photo={photo} />;
}
