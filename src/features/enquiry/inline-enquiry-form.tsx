'use client';

import { lazy } from 'react';
import { HydrateOnInteraction } from '@/ui/hydration/hydrate-on-interaction';
import type { TEnquiryFormProps } from './enquiry-props.types';

const EnquiryForm = lazy(() => import('./enquiry-form').then((m) => ({ default: m.EnquiryForm })));

/**
 * An enquiry form in a page's content (contact and location pages, offers): server-rendered and working as a
 * plain form from the first paint, its script (the form shell and its zod/mini schemas, about 26 KB compressed)
 * loaded when the visitor starts to use it, not with the page.
 */
export function InlineEnquiryForm(props: TEnquiryFormProps) {
  return (
    <HydrateOnInteraction>
      <EnquiryForm {...props} />
    </HydrateOnInteraction>
  );
}
