import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import type { TGalleryImage } from './car-gallery';

type TPhoto = { url: string; thumbUrl: string; alt: string };

/**
 * The gallery's <img> attributes, worked out on the server with getImageProps so the browser gets no
 * image-component JavaScript. The first photo is the page's LCP image: eager, fetchpriority high, and
 * preloaded with its srcset; the rest and the thumbnails load lazily.
 */
export function galleryImages(photos: readonly TPhoto[], name: string): TGalleryImage[] {
  return photos.map((photo, n) => {
    const first = n === 0;
    const { props: main } = getImageProps({
      src: photo.url,
      alt: photo.alt || `${name}, photo ${n + 1}`,
      fill: true,
      sizes: '(min-width: 992px) 60vw, 100vw',
      unoptimized: !isOptimisableImage(photo.url),
      loading: first ? 'eager' : 'lazy',
      // The others sit beside it in the gallery's row, near enough for the browser to fetch them early: after it.
      fetchPriority: first ? 'high' : 'low',
    });
    if (first && main.srcSet) {
      preload(main.src, {
        as: 'image',
        imageSrcSet: main.srcSet,
        imageSizes: main.sizes,
        fetchPriority: 'high',
      });
    }
    // A fixed 80x56 box: a 1x and a 2x candidate, where `fill` listed every width up to 3840 (the gallery's
    // props travel to the browser twice, in the HTML and in the RSC payload).
    const { props: thumb } = getImageProps({
      src: photo.thumbUrl,
      alt: '',
      width: 80,
      height: 56,
      unoptimized: !isOptimisableImage(photo.thumbUrl),
      loading: 'lazy',
    });
    // The LCP photo decodes in the frame it arrives in (see ServerImage): async decoding let its paint wait.
    return {
      main: first ? { ...main, decoding: 'sync' as const } : main,
      thumb,
    };
  });
}
