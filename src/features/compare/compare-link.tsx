'use client';

import type { MouseEvent } from 'react';
import { addToCompare, compareHref } from '@/domain/compare/compare-list';
import { readCompared } from './compare-store';

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
    window.location.assign(compareHref(addToCompare(readCompared(siteSlug), slug)));
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
