'use client';
import { useEffect } from 'react';

/** The attribute the document carries once React has hydrated the page and run its effects. */
export const HYDRATED = 'data-hydrated';

/**
 * Marks the document hydrated: rendered last in the root layout, so its effect runs after every effect of the page's
 * first commit. The journeys wait for it (tests/e2e/support/test.ts) as a visitor waits for a page to answer; nothing
 * in the app reads it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED, '');
  }, []);
  return null;
}
