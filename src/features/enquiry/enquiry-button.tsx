'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import type { TEnquiryFormProps } from './enquiry-form';

// The dialog and its form load on the first click, keeping them out of the page's first-load JavaScript.
const EnquiryDialog = lazy(() => import('./enquiry-dialog'));

type TProps = TEnquiryFormProps & { label: string; title?: string; variant?: 'primary' | 'secondary' };

/** A button that opens an enquiry form in a dialog (Enquire, Book a Test Drive, Got a Question?, Request Photos). */
export function EnquiryButton({ label, title, variant = 'secondary', ...form }: TProps) {
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
        className={
          variant === 'primary'
            ? 'rounded-theme bg-primary text-primary-contrast min-h-11 w-full px-4 py-2 font-semibold'
            : 'rounded-theme border-ink text-ink bg-surface min-h-11 w-full border-2 px-4 py-2 font-semibold'
        }
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <EnquiryDialog
            {...form}
            title={title ?? label}
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  );
}
