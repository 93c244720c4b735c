'use client';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server render and during hydration, true once React runs the component in the browser.
 * Forms use it to keep the browser's own validation (and their no-JavaScript fallbacks) until their
 * script can take over, without a hydration mismatch or an effect-driven second render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
