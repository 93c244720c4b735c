'use client';
import { useEffect } from 'react';

type TProps = { navId: string; drawerId: string };

// What first shows a buyer reaching for the menus: a pointer or focus arriving in the header, or a dropdown opening.
const REACHING = ['pointerover', 'focusin', 'toggle'] as const;

/**
 * Loads the menus' enhancements (./menu-enhancements: hover, Escape, closing on a link or outside click, the
 * header's and body's classes) the first time a buyer reaches for the header, so that a page whose menus are never
 * used does not download them. The menus work natively before then (<details> dropdowns, an invoker-command
 * drawer). Renders nothing.
 */
export function MenuEnhancer({ navId, drawerId }: TProps) {
  useEffect(() => {
    const header = document.getElementById(navId)?.closest('header');
    if (!header) return;
    let undo: (() => void) | null = null;
    let unmounted = false;
    const listen = () => {
      for (const type of REACHING) header.addEventListener(type, load, true);
    };
    // If the code cannot load (a dropped connection), the menus stay native and the next reach tries again.
    const load = () => {
      for (const type of REACHING) header.removeEventListener(type, load, true);
      import('./menu-enhancements').then(
        ({ enhanceMenus }) => {
          if (!unmounted) undo = enhanceMenus(navId, drawerId);
        },
        () => {
          if (!unmounted) listen();
        },
      );
    };
    // A buyer who reached for a menu before the page was interactive (a tap that opened it) gets them at once.
    if (header.matches(':hover, :focus-within') || header.querySelector('details[open], dialog[open]'))
      load();
    else listen();
    return () => {
      unmounted = true;
      for (const type of REACHING) header.removeEventListener(type, load, true);
      undo?.();
    };
  }, [navId, drawerId]);
  return null;
}
