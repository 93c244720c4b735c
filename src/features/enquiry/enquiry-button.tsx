import { CommandDialog } from '@/ui/dialog/command-dialog';
import { enquiryContactHref } from './enquiry-contact-href';
import { EnquiryFormOnOpen } from './enquiry-form-on-open';
import type { TEnquiryFormProps } from './enquiry-props.types';

type TProps = Omit<TEnquiryFormProps, 'timePicker'> & {
  label: string;
  title?: string;
  variant?: 'primary' | 'secondary';
};

const CLASS = {
  primary: 'rounded-theme bg-primary text-primary-contrast',
  secondary: 'rounded-theme border-ink text-ink bg-surface border-2',
};

/**
 * Enquire, Book a Test Drive, Got a Question?, Request Photos: a button that opens the enquiry form in a modal
 * <dialog> through invoker commands, so a tap works before the page has hydrated; the form's code loads when the
 * dialog first opens. One per kind of form on a page (the dialog's id).
 */
export function EnquiryButton({ label, title, variant = 'secondary', ...form }: TProps) {
  return (
    <CommandDialog
      id={`enquiry-${form.kind}`}
      label={label}
      title={title ?? label}
      description={form.car ? form.car.name : `We will reply from ${form.site.name}.`}
      className={`${CLASS[variant]} flex min-h-11 w-full cursor-pointer items-center justify-center px-4 py-2 font-semibold`}
    >
      <EnquiryFormOnOpen {...form} contactHref={enquiryContactHref(form)} />
    </CommandDialog>
  );
}
