'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

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

/** A button that opens a modal dialog (src/ui/dialog/dialog.tsx); focus returns to it on close. */
export function DialogButton({ label, className, children, ...dialog }: TProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
