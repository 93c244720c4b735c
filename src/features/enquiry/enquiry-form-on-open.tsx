'use client';

import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { TEnquiryFormProps } from './enquiry-props.types';

type TProps = Omit<TEnquiryFormProps, 'timePicker'> & {
  /** The same form on /contact: where the dialog sends a buyer whose browser cannot load the form's code. */
  contactHref: string;
};

// The form's code loads when its dialog first opens, keeping it out of the page's first-load JavaScript. If it
// cannot load (a dropped connection), the buyer goes on to the same form on /contact.
const EnquiryForm = lazy<ComponentType<TProps>>(() =>
  import('./enquiry-form').then(
    (module) => ({ default: module.EnquiryForm }),
    () => ({ default: ContactFormInstead }),
  ),
);

function ContactFormInstead({ contactHref }: TProps) {
  useEffect(() => window.location.assign(contactHref), [contactHref]);
  return null;
}

/** Until the form is there: a line that it is coming, or without JavaScript a link to it on /contact. */
function FormComing({ contactHref }: Pick<TProps, 'contactHref'>) {
  return (
    <>
      <p className="noscript:hidden">Loading the form…</p>
      <p className="hidden noscript:block">
        <a href={contactHref} className="font-semibold underline underline-offset-2">
          Open this form on its own page
        </a>
      </p>
    </>
  );
}

/**
 * The enquiry form inside its dialog (EnquiryButton), drawn once the dialog has opened: at hydration when it was
 * opened before, else when it opens. It stays drawn after, so closing and opening again keeps what was typed.
 */
export function EnquiryFormOnOpen(props: TProps) {
  const [opened, setOpened] = useState(false);
  const watchDialog = useCallback((element: HTMLElement | null) => {
    const dialog = element?.closest('dialog');
    if (!dialog) return;
    const check = () => {
      if (dialog.open) setOpened(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(dialog, { attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  if (!opened) {
    return (
      <div ref={watchDialog}>
        <FormComing contactHref={props.contactHref} />
      </div>
    );
  }
  return (
    <Suspense fallback={<FormComing contactHref={props.contactHref} />}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}
