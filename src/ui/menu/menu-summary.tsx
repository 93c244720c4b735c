import type { ReactNode } from 'react';
import { MENU_LINK_CLASS } from './menu-link-class';

/** The summary of a menu's native <details> (Dropdown, a drawer section): its label and a ▾, styled as a menu link. */
export function MenuSummary({ children }: { children: ReactNode }) {
  return (
    <summary
      className={`${MENU_LINK_CLASS} min-h-6 cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
    >
      {children} <span aria-hidden="true">▾</span>
    </summary>
  );
}
