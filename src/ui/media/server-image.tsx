import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's <img> (the same srcset, sizes, lazy loading and optimised URLs) worked out on the server with
 * getImageProps, so the browser gets none of the image component's JavaScript: next/image's Image is a client
 * component, and used anywhere it joined the JavaScript of every page. `preload` marks a page's LCP image: a
 * preload hint with its srcset and high priority, as next/image's own preload gives, and the <img> itself eager and
 * high priority; without it an image is lazy unless its `loading` says otherwise.
 */
export function ServerImage({ preload, ...props }: ImageProps) {
  const { props: img } = getImageProps(
    preload ? { ...props, loading: 'eager', fetchPriority: 'high' } : props,
  );
  if (preload) {
    preloadImage(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
    });
  }
  // An LCP image decodes in the frame it arrives in: decoding="async" (next/image's default) let the paint wait
  // for a later frame, by when the framework's scripts had run and the paint came after them.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the alt it was given
  return <img {...img} decoding={preload ? 'sync' : img.decoding} />;
}
