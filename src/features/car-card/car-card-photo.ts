import { getImageProps } from 'next/image';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';

/** How wide a card's photo is drawn at each screen width (four, three, two or one card to a row). */
const CAR_CARD_PHOTO_SIZES =
  '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw';

/** A card photo's <img> attributes as next/image works them out: optimised URLs, srcset, sizes, fill styles. */
export type TCarCardPhoto = ReturnType<typeof getImageProps>['props'];

/** The image props every card photo shares, for next/image (ServerImage) or getImageProps. */
export function carCardPhotoImage(url: string) {
  return {
    src: url,
    alt: '',
    fill: true,
    sizes: CAR_CARD_PHOTO_SIZES,
    className: 'object-cover',
    unoptimized: !isOptimisableImage(url),
  } as const;
}

/**
 * A lazy card photo's attributes worked out on the server, for a card drawn in the browser (the favourites list):
 * the same <img> as a server-drawn card's, without next/image's code in the page's JavaScript.
 */
export function carCardPhotoProps(url: string): TCarCardPhoto {
  return getImageProps({ ...carCardPhotoImage(url), loading: 'lazy' }).props;
}
