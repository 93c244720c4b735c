'use client';

import { useRef, useState, type ImgHTMLAttributes, type KeyboardEvent, type TouchEvent } from 'react';

/** One photo as ready-made <img> attributes (galleryImages, on the server). */
export type TGalleryImage = {
  main: ImgHTMLAttributes<HTMLImageElement>;
  thumb: ImgHTMLAttributes<HTMLImageElement>;
};

/**
 * The car's photos: one large photo (the first is the page's LCP image: eager, high priority), Previous
 * and Next buttons, arrow keys on the gallery, swipe on touch screens (the buttons are its alternative),
 * and a row of thumbnail buttons. The position is announced ("Photo 2 of 12").
 */
export function CarGallery({ images, name }: { images: TGalleryImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = images[index];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of the ${name}`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div
        className="rounded-theme bg-surface-alt relative aspect-[3/2] overflow-hidden"
        onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
        <img
          key={String(current.main.src)}
          {...current.main}
          alt={current.main.alt ?? ''}
          className="object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous photo"
              className="bg-surface text-ink absolute top-1/2 left-2 min-h-11 min-w-11 -translate-y-1/2 rounded-full text-xl font-bold shadow"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next photo"
              className="bg-surface text-ink absolute top-1/2 right-2 min-h-11 min-w-11 -translate-y-1/2 rounded-full text-xl font-bold shadow"
            >
              ›
            </button>
          </>
        )}
      </div>
      <p aria-live="polite" className="text-ink-muted text-sm">
        Photo {index + 1} of {count}
      </p>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={String(image.main.src)} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="rounded-theme aria-[current=true]:outline-ink relative block h-14 w-20 overflow-hidden aria-[current=true]:outline-3"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
                <img {...image.thumb} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
