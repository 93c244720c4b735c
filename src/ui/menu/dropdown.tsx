import type { ReactNode } from 'react';
import { MenuSummary } from './menu-summary';

type TProps = {
  /** Dropdowns sharing a group are one menu bar: opening one closes the others (the native `name`). */
  group: string;
  label: ReactNode;
  /** A mega menu: a wide panel (its content lays out its columns) instead of a narrow list. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A dropdown of a menu bar, native so it opens before the page's script has run and without it: a <details> whose
 * panel floats under its summary, in the theme's surface, line and radius. MenuEnhancer adds hover, Escape and
 * closing when focus or a click leaves it.
 */
export function Dropdown({ group, label, wide = false, children }: TProps) {
  return (
    <details name={group} className="relative">
      <MenuSummary>{label}</MenuSummary>
      <div
        className={`bg-surface text-ink border-line rounded-theme absolute top-full left-0 z-30 border p-3 shadow-lg ${
          wide ? 'w-[min(90vw,48rem)]' : 'min-w-56'
        }`}
      >
        {children}
      </div>
    </details>
  );
}
