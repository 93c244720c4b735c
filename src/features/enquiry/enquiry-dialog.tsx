'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { EnquiryForm, type TEnquiryFormProps } from './enquiry-form';

type TProps = TEnquiryFormProps & {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/** An enquiry form in a modal dialog (Radix: focus trapped, Escape closes, focus returns to the trigger). */
export default function EnquiryDialog({ title, open, onOpenChange, returnFocus, ...form }: TProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="bg-surface text-ink rounded-theme fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(40rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5 shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="text-ink-muted text-sm">
                {form.car ? form.car.name : `We will reply from ${form.site.name}.`}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-theme border-line min-h-11 min-w-11 border px-3 font-semibold"
              aria-label="Close"
            >
              ✕
            </Dialog.Close>
          </div>
          <EnquiryForm {...form} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
