'use client';

import type { RefObject } from 'react';
import { Dialog } from '@/ui/dialog/dialog';
import { EnquiryForm, type TEnquiryFormProps } from './enquiry-form';

type TProps = TEnquiryFormProps & {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/** An enquiry form in the modal dialog, loaded on the first click of its button. */
export default function EnquiryDialog({ title, open, onOpenChange, returnFocus, ...form }: TProps) {
  return (
    <Dialog
      title={title}
      description={form.car ? form.car.name : `We will reply from ${form.site.name}.`}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
    >
      <EnquiryForm {...form} />
    </Dialog>
  );
}
