'use client';

import type { MouseEvent } from 'react';
import { addToCompare, compareHref } from '@/domain/compare/compare-list';
import { readCompared, storeCompared } from './compare-store';

type TProps = { siteSlug: string; slug: string; name: string; className?: string };

/**
 * "Compare": a plain link to the compare page with this car, which works before hydration and without
 * JavaScript (the page then offers the other cars); once hydrated, it adds the car to those compared last. The
 * page is loaded as any link's (no router): cards are also drawn outside the app's router (the card tests).
 */
export function CompareLink({ siteSlug, slug, name, className }: TProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // Kept at once, not only by the compare page once it has hydrated: a buyer may come back before it has.
    const next = addToCompare(readCompared(siteSlug), slug);
    storeCompared(siteSlug, next);
    window.location.assign(compareHref(next));
  }
  return (
    <a
      href={compareHref([slug])}
      onClick={onClick}
      className={className}
      aria-label={`Compare the ${name}`}
      data-compare={slug}
    >
      Compare
    </a>
  );
}
