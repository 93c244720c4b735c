'use client';

import * as Radix from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

type TProps = {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Open state; it loads after its button was clicked (EnquiryButton), so focus returns there. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** Its width: 'narrow' for a short list, 'wide' for a form. */
  size?: 'narrow' | 'wide';
  /** A button under the content that closes it too, e.g. 'Close'. */
  closeButton?: string;
  children: ReactNode;
};

const WIDTH = { narrow: 'w-[min(32rem,calc(100vw-2rem))]', wide: 'w-[min(40rem,calc(100vw-1rem))]' };

/**
 * The modal dialog of every feature (Radix: focus trapped, Escape and the ✕ close it, focus returns to
 * the button that opened it, the page behind is inert), in the site's theme.
 */
export function Dialog({
  title,
  description,
  returnFocus,
  size = 'wide',
  closeButton,
  children,
  ...root
}: TProps) {
  return (
    <Radix.Root {...root}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Radix.Content
          {...(!description && { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className={`bg-surface text-ink rounded-theme fixed top-1/2 left-1/2 z-50 max-h-[92dvh] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5 shadow-xl sm:p-6`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Radix.Title className="text-xl font-bold">{title}</Radix.Title>
              {description && (
                <Radix.Description className="text-ink-muted text-sm">{description}</Radix.Description>
              )}
            </div>
            <Radix.Close
              className="rounded-theme border-line min-h-11 min-w-11 border px-3 font-semibold"
              aria-label="Close"
            >
              ✕
            </Radix.Close>
          </div>
          {children}
          {closeButton && (
            <Radix.Close className="rounded-theme bg-primary text-primary-contrast mt-6 min-h-11 cursor-pointer px-4 py-2">
              {closeButton}
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
