'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';

// The dialog (Radix) loads on the first click, keeping it out of every page's first-load JavaScript.
const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

type TProps = {
  /** The button's text. */
  label: ReactNode;
  className: string;
  title: ReactNode;
  size?: 'narrow' | 'wide';
  closeButton?: string;
  /** What the dialog shows. */
  children: ReactNode;
};

/**
 * A button that opens a modal dialog (src/ui/dialog/dialog.tsx); focus returns to it on close. Before the
 * page is interactive it is a native <details> with the same content, so it works without JavaScript.
 */
export function DialogButton({ label, className, children, ...dialog }: TProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (!hydrated) {
    // Until the page is interactive (and without JavaScript) a native disclosure shows the same content.
    return (
      <details>
        <summary className={className}>{label}</summary>
        <div className="rounded-theme border-line mt-2 border p-4">
          <p className="mb-2 font-bold">{dialog.title}</p>
          {children}
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={className}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <Dialog {...dialog} open={open} onOpenChange={setOpen} returnFocus={button}>
            {children}
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
