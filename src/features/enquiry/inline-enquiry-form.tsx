'use client';

import { lazy, type ComponentType } from 'react';
import { HydrateOnInteraction } from '@/ui/hydration/hydrate-on-interaction';
import type { TEnquiryFormProps } from './enquiry-props.types';

/**
 * The form itself: on the server imported at once, so the page's HTML holds it complete (a form that suspended
 * there would be streamed into place by a script, and a browser without JavaScript would never see it); in the
 * browser loaded lazily, its code left out of the page's first-load JavaScript. The build replaces
 * `typeof window` with a constant in each bundle, so the browser's never contains the synchronous import.
 */
const EnquiryForm: ComponentType<TEnquiryFormProps> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: see above
      (require('./enquiry-form') as typeof import('./enquiry-form')).EnquiryForm
    : lazy(() => import('./enquiry-form').then((m) => ({ default: m.EnquiryForm })));

/**
 * An enquiry form in a page's content (contact and location pages, offers): server-rendered and working as a
 * plain form from the first paint, its script (the form shell and its zod/mini schemas, about 26 KB compressed)
 * loaded when the visitor starts to use it, not with the page (ADR 0019).
 */
export function InlineEnquiryForm(props: TEnquiryFormProps) {
  return (
    <HydrateOnInteraction>
      <EnquiryForm {...props} />
    </HydrateOnInteraction>
  );
}
