'use client';

import { useEffect, useRef } from 'react';

/** How near the viewport a map's box comes before the map is asked of its provider. */
export const MAP_LOAD_MARGIN = '200px';

type TProps = { src: string; title: string; className: string };

/**
 * Sets the frame's address once its box comes within MAP_LOAD_MARGIN of the viewport; returns the way to stop
 * watching (the effect's clean-up).
 */
export function setSrcWhenNear(frame: Pick<HTMLIFrameElement, 'src'> & Element, src: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      frame.src = src;
      observer.disconnect();
    },
    { rootMargin: MAP_LOAD_MARGIN },
  );
  observer.observe(frame);
  return () => observer.disconnect();
}

/**
 * An embedded map's frame with no address until its box comes within MAP_LOAD_MARGIN of the viewport, so the map's
 * provider hears nothing of a visitor who never scrolls near it (`loading="lazy"` leaves the distance to the
 * browser). Without JavaScript the frame is hidden and the link beside it shows (globals.css).
 */
export function LazyMapFrame({ src, title, className }: TProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => (frame.current ? setSrcWhenNear(frame.current, src) : undefined), [src]);
  return (
    <iframe
      ref={frame}
      title={title}
      data-map-frame
      data-map-src={src}
      referrerPolicy="no-referrer-when-downgrade"
      className={className}
    />
  );
}
