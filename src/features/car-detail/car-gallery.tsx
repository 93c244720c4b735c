'use client';

import {
  useEffect,
  useRef,
  useState,
  type ImgHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/** One photo as ready-made <img> attributes (galleryImages, on the server). */
export type TGalleryImage = {
  main: ImgHTMLAttributes<HTMLImageElement>;
  thumb: ImgHTMLAttributes<HTMLImageElement>;
};

const slideId = (i: number) => `photo-${i + 1}`;

/**
 * The car's photos in a row that snaps one photo at a time (swipe on touch screens; the first photo is the page's LCP
 * image: eager, high priority, the rest lazy), Previous and Next, arrow keys on the gallery, and a row of thumbnails.
 * The arrows and thumbnails are links to each photo (#photo-N), so a tap works before the script has run and without
 * it; once hydrated they scroll the row without adding to the history, and the position is announced ("Photo 2 of 12").
 */
export function CarGallery({ images, name }: { images: TGalleryImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const row = useRef<HTMLDivElement>(null);
  // The photo an arrow or thumbnail asked for and the one shown when it did, until the row has come to rest.
  const pending = useRef<{ from: number; to: number; timer: number } | null>(null);
  const count = images.length;
  const wrap = (n: number) => ((n % count) + count) % count;

  // A photo chosen before the page hydrated (its link scrolled the row) becomes the current one: onScroll reads it.
  // Its #photo-N leaves the address, or the browser would keep snapping the row back to that photo.
  useEffect(() => {
    const el = row.current;
    if (el && el.scrollLeft > 0) el.dispatchEvent(new Event('scroll'));
    if (/^#photo-\d+$/.test(window.location.hash)) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, []);

  if (count === 0) return null;

  const shownPhoto = (el: HTMLDivElement) => Math.round(el.scrollLeft / el.clientWidth);

  function show(next: number, event?: MouseEvent) {
    event?.preventDefault();
    const i = wrap(next);
    setIndex(i);
    const el = row.current;
    if (!el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { from: shownPhoto(el), to: i, timer: window.setTimeout(settle, 1000) };
    el.scrollTo({ left: i * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  }
  // When the row comes to rest (or a second later, where scrollend is not fired): a smooth scroll the browser
  // cancelled, for instance by snapping the row back when the page is laid out again as the web font arrives, left
  // the photo that was shown; go to the one asked for. A row the visitor swiped elsewhere meanwhile stays where it is.
  function settle() {
    const el = row.current;
    const asked = pending.current;
    if (!el || !asked) return;
    window.clearTimeout(asked.timer);
    pending.current = null;
    if (shownPhoto(el) === asked.from && asked.from !== asked.to)
      el.scrollTo({ left: asked.to * el.clientWidth });
  }
  function onScroll() {
    const el = row.current;
    if (!el || el.clientWidth === 0) return;
    const i = shownPhoto(el);
    if (i !== index && i >= 0 && i < count) setIndex(i);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  }

  const arrow =
    'bg-surface text-ink absolute top-1/2 flex min-h-11 min-w-11 -translate-y-1/2 items-center justify-center rounded-full text-xl font-bold shadow';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of the ${name}`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="relative">
        <div
          ref={row}
          onScroll={onScroll}
          onScrollEnd={settle}
          // Focusable, so a keyboard can scroll the row itself too.
          tabIndex={0}
          role="group"
          aria-label="Photos"
          className="rounded-theme bg-surface-alt flex aspect-[3/2] snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overflow-y-hidden"
        >
          {images.map((image, i) => (
            <div key={String(image.main.src)} id={slideId(i)} className="relative w-full shrink-0 snap-start">
              {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
              <img {...image.main} alt={image.main.alt ?? ''} className="object-cover" />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <a
              href={`#${slideId(wrap(index - 1))}`}
              onClick={(e) => show(index - 1, e)}
              aria-label="Previous photo"
              className={`${arrow} left-2`}
            >
              ‹
            </a>
            <a
              href={`#${slideId(wrap(index + 1))}`}
              onClick={(e) => show(index + 1, e)}
              aria-label="Next photo"
              className={`${arrow} right-2`}
            >
              ›
            </a>
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
              <a
                href={`#${slideId(i)}`}
                onClick={(e) => show(i, e)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="rounded-theme aria-[current=true]:outline-ink relative block h-14 w-20 overflow-hidden aria-[current=true]:outline-3"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
                <img {...image.thumb} alt="" className="h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
