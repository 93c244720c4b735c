'use client';

import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_HIDDEN_CLASS } from '@/features/early-controls/early-controls-script';
import { markEnhanced } from '@/ui/hydration/early-control';
import {
  isSlideShowStopped,
  shouldAutoRotate,
  SLIDE_INTERVAL_MS,
  SLIDE_WARM_UP_MS,
  slidePositionLabel,
  stepSlide,
} from '@/domain/content/slide-step';

type TProps = {
  /** The carousel's name, e.g. "Sydney Motor Group highlights". */
  label: string;
  /** Each slide, rendered on the server; the first is shown until the visitor (or the rotation) moves on. */
  slides: ReactNode[];
  /** Slide titles, for the picker buttons' names. */
  titles: string[];
};

// Without JavaScript every slide is shown, one under the other, and the controls (which need it) are not:
// globals.css, `@media (scripting: none)`. Slides are hidden with a class, not the hidden attribute:
// Tailwind's base layer makes [hidden] !important. Until the page has hydrated, the early script answers the
// controls (`data-slide-*`, src/features/early-controls), and the carousel takes over what it did.

const controlClass =
  'rounded-theme border-line bg-surface text-ink hover:bg-surface-alt inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 border px-3 font-semibold';

/** What the early script did before hydration: the slide it showed and the visitor's Pause or Play, if any. */
function takeEarlyState(carousel: HTMLElement): { index: number | null; choice: 'play' | 'pause' | null } {
  const index = carousel.getAttribute('data-early-index');
  const choice = carousel.getAttribute('data-early-choice');
  carousel.removeAttribute('data-early-index');
  carousel.removeAttribute('data-early-choice');
  return {
    index: index === null ? null : Number(index),
    choice: choice === 'play' || choice === 'pause' ? choice : null,
  };
}

/** Lets a hidden slide's lazy picture load now rather than when the slide is shown. */
function warmPicture(carousel: HTMLElement | null, index: number) {
  const picture = carousel?.querySelectorAll('[data-slide]')[index]?.querySelector('img');
  if (picture?.loading === 'lazy') picture.loading = 'eager';
}

/**
 * The home page slider (WAI carousel pattern): one slide at a time, Pause / Play, Previous / Next and a
 * button per slide, all reachable by keyboard. It moves on by itself a few seconds after a slide is shown unless the
 * visitor paused it (or asked for reduced motion and has not pressed Play), and holds while the pointer is over it
 * or focus is inside it (WCAG 2.2.2). The next slide's picture loads shortly before the slider moves to it, and both
 * neighbours' when the pointer or focus arrives, so a slide is not shown before its picture.
 */
export function SlideCarousel({ label, slides, titles }: TProps) {
  const count = slides.length;
  const carousel = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const attach = useCallback((element: HTMLElement | null) => {
    carousel.current = element;
    markEnhanced(element);
  }, []);

  // Taken over before the first paint after hydration, and before any tap React answers: what the early script did,
  // and a pointer or focus that arrived before React listened (they hold the slider still, as their events would).
  useLayoutEffect(() => {
    const element = carousel.current;
    if (!element) return;
    const early = takeEarlyState(element);
    if (early.index !== null && early.index >= 0 && early.index < count) setIndex(early.index);
    if (early.choice) setChoice(early.choice);
    setHovered(element.matches(':hover'));
    setFocused(element.contains(document.activeElement));
  }, [count]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const stopped = isSlideShowStopped(choice, reducedMotion);
  const rotating = shouldAutoRotate({ count, stopped, hovered, focused });
  useEffect(() => {
    if (!rotating) return;
    const next = stepSlide(index, count, 1);
    const warm = window.setTimeout(
      () => warmPicture(carousel.current, next),
      SLIDE_INTERVAL_MS - SLIDE_WARM_UP_MS,
    );
    const move = window.setTimeout(() => setIndex(next), SLIDE_INTERVAL_MS);
    return () => {
      window.clearTimeout(warm);
      window.clearTimeout(move);
    };
  }, [rotating, index, count]);

  const warmNeighbours = () => {
    warmPicture(carousel.current, stepSlide(index, count, 1));
    warmPicture(carousel.current, stepSlide(index, count, -1));
  };

  return (
    <section
      ref={attach}
      data-early="slider"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-[1400px]"
      onMouseEnter={() => {
        setHovered(true);
        warmNeighbours();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        warmNeighbours();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            data-slide=""
            role="group"
            aria-roledescription="slide"
            aria-label={slidePositionLabel(i, count)}
            className={i === index ? undefined : SLIDE_HIDDEN_CLASS}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div
          data-slider-controls=""
          className="flex flex-wrap items-center justify-end gap-2 px-4 py-2 sm:px-6"
        >
          {/* Both labels are rendered and data-stopped shows one, so the early script can swap them too. */}
          <button
            type="button"
            data-slide-pause=""
            data-stopped={stopped ? '' : undefined}
            className={`group ${controlClass} min-w-36`}
            onClick={() => setChoice(stopped ? 'play' : 'pause')}
          >
            <span className="inline-flex items-center gap-2 group-data-stopped:hidden">
              <span aria-hidden="true">❚❚</span>
              Pause slides
            </span>
            <span className="hidden items-center gap-2 group-data-stopped:inline-flex">
              <span aria-hidden="true">▶</span>
              Play slides
            </span>
          </button>
          {/* Previous, the slides and Next wrap as one row on a phone, never a dot apart from its row. */}
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={controlClass}
              aria-label="Previous slide"
              data-slide-step="-1"
              onClick={() => setIndex((i) => stepSlide(i, count, -1))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            {titles.map((title, i) => (
              <button
                key={i}
                type="button"
                className="group inline-flex min-h-11 min-w-8 cursor-pointer items-center justify-center"
                aria-label={`Slide ${slidePositionLabel(i, count)}: ${title}`}
                aria-current={i === index ? 'true' : undefined}
                data-slide-to={i}
                onClick={() => setIndex(i)}
              >
                <span
                  aria-hidden="true"
                  className="border-ink bg-surface group-aria-[current=true]:bg-ink block size-4 rounded-full border-2"
                />
              </button>
            ))}
            <button
              type="button"
              className={controlClass}
              aria-label="Next slide"
              data-slide-step="1"
              onClick={() => setIndex((i) => stepSlide(i, count, 1))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
