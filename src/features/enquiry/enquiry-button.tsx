'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { enquiryCategory } from '@/domain/leads/enquiry-category';
import type DialogOfForm from './enquiry-dialog';
import type { TEnquiryFormProps } from './enquiry-form';

// The dialog and its form load on the first click, keeping them out of the page's first-load JavaScript. If they
// cannot load (a dropped connection), the button does what its link did before hydration: the form on /contact.
const EnquiryDialog = lazy<ComponentType<ComponentProps<typeof DialogOfForm>>>(() =>
  import('./enquiry-dialog').catch(() => ({ default: ContactFormInstead })),
);

function ContactFormInstead(form: Pick<TEnquiryFormProps, 'kind' | 'car' | 'category'>): ReactNode {
  const href = enquiryContactHref(form);
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

/** The /contact page with this form: the car and the form's category (Test Drive, Question …). */
export function enquiryContactHref({
  kind,
  car,
  category,
}: Pick<TEnquiryFormProps, 'kind' | 'car' | 'category'>) {
  const query = new URLSearchParams();
  if (car) query.set('car', car.slug);
  query.set('category', enquiryCategory(kind, car, category));
  return `/contact?${query.toString()}`;
}

type TProps = TEnquiryFormProps & { label: string; title?: string; variant?: 'primary' | 'secondary' };

/**
 * Enquire, Book a Test Drive, Got a Question?, Request Photos: until the page is interactive (and without
 * JavaScript) a link to the same form on /contact; once hydrated, a button that opens the form in a dialog.
 */
export function EnquiryButton({ label, title, variant = 'secondary', ...form }: TProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const className =
    variant === 'primary'
      ? 'rounded-theme bg-primary text-primary-contrast flex min-h-11 w-full items-center justify-center px-4 py-2 font-semibold'
      : 'rounded-theme border-ink text-ink bg-surface flex min-h-11 w-full items-center justify-center border-2 px-4 py-2 font-semibold';
  if (!hydrated) {
    return (
      <a href={enquiryContactHref(form)} className={className}>
        {label}
      </a>
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
