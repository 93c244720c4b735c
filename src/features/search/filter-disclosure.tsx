'use client';
import { useState, type ReactNode } from 'react';

// Whether the visitor last left the filters open. Each new search remounts the form (it is keyed by the
// URL), so this carries the choice across those remounts; a full page load starts closed, as the server
// renders it.
let lastOpen = false;

type TProps = { applied: number; children: ReactNode };

/**
 * The dropdown filters behind a "Filters and sort" disclosure on phones, so the results start on the first
 * screen; from the md breakpoint the summary is hidden and the filters always show. A native <details>, so
 * it opens and closes without JavaScript too.
 */
export function FilterDisclosure({ applied, children }: TProps) {
  const [open, setOpen] = useState(lastOpen);
  return (
    <details
      open={open}
      onToggle={(event) => {
        lastOpen = event.currentTarget.open;
        setOpen(lastOpen);
      }}
      className="group md:details-content:contents md:details-content:[content-visibility:visible]"
    >
      <summary className="border-line bg-surface text-ink rounded-theme flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 border px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden [&::-webkit-details-marker]:hidden">
        <span>
          Filters and sort
          {applied > 0 && <span className="text-ink-muted font-normal"> · {applied} applied</span>}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
