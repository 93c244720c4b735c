'use client';

import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { enquirySchemaOfKind } from '@/domain/forms/enquiry-form';
import { enquiryWording } from '@/domain/forms/enquiry-wording';
import { successPath } from '@/domain/forms/success-path';
import { withDealershipField } from '@/domain/forms/with-dealership-field';
import { enquiryCategory, enquiryEventId } from '@/domain/leads/enquiry-category';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { LeadForm } from '@/ui/form/lead-form';
import { EnquiryFields } from './enquiry-fields';
import type { TEnquiryFormState } from './enquiry-form-state';
import { enquiryLabels } from './enquiry-labels';
import { enquiryLeadFields } from './enquiry-lead-fields';
import type { TEnquiryFormProps } from './enquiry-props.types';
import { fieldErrorAt } from './field-error-at';
import { preloadRecordLeadSent, recordLeadSentLater } from './record-lead-sent-later';
import { sendEnquiryForm } from './send-enquiry-form';
import { useLeadSender } from './use-lead-sender';

export type { TEnquiryFormProps } from './enquiry-props.types';

/**
 * The enquiry form (a schema and a layout on the lead form shell): Full Name, Mobile, email, message,
 * optional Rego, the test-drive time, "where did you hear about us" where the site asks, and the opt-in
 * (unticked: the Spam Act wants consent given, not presumed). It posts to the site's lead route; success
 * lands on /success?category=…. Without JavaScript it posts itself to a server action (sendEnquiryForm)
 * through the same route: a refused field comes back at the field with what was typed.
 */
export function EnquiryForm({
  site,
  kind,
  car,
  location,
  category: override,
  dealerships = {},
  page,
  ...props
}: TEnquiryFormProps) {
  const router = useRouter();
  const [posted, postAction] = useActionState<TEnquiryFormState, FormData>(
    sendEnquiryForm,
    null,
    page ?? (car ? `/cars/${car.slug}` : undefined),
  );
  const { send, warm } = useLeadSender(site.customerHandler);
  const choices = car || location ? {} : dealerships;
  const form = withDealershipField(enquirySchemaOfKind(kind), Object.keys(choices));
  const category = enquiryCategory(kind, car, override);
  const wording = enquiryWording(category);
  const labels = enquiryLabels(kind, form, wording, site.hearAboutUs);
  const postedError = posted && fieldErrorAt(posted.field, posted.message, Object.keys(labels));
  const typed = (name: string) => posted?.values[name];
  const hidden = enquiryLeadFields(kind, category, car, location);

  return (
    <LeadForm
      form={form}
      labels={labels}
      action={postAction}
      hidden={hidden}
      posted={posted && { errors: postedError || {}, failure: postedError ? null : posted.message }}
      warm={warm}
      send={(values) => {
        preloadRecordLeadSent();
        return send({
          ...values,
          url: window.location.href,
          visited_pages: visitedPages(),
          linked_query_params: linkedQueryParams(),
          ...hidden,
        });
      }}
      onSent={(result, values) => {
        void recordLeadSentLater({
          siteSlug: site.slug,
          category,
          eventId: enquiryEventId(car),
          leadId: result.id,
          values,
          car: car ?? null,
        }).then(() =>
          router.push(
            successPath(
              category,
              car ? { car: car.slug } : location ? { location: String(location.id) } : {},
            ),
          ),
        );
      }}
      failureTitle="Your enquiry has not been sent."
      phone={car?.phone ?? location?.phone ?? site.phone}
      submitLabel={props.submitLabel ?? 'Send enquiry'}
      notice={<CollectionNotice siteName={site.name} recipients={wording.recipients} />}
    >
      {(field) => (
        <EnquiryFields
          field={field}
          kind={kind}
          labels={labels}
          car={car}
          location={location}
          dealerships={choices}
          typed={typed}
          defaultMessage={props.defaultMessage}
          timePicker={props.timePicker}
        />
      )}
    </LeadForm>
  );
}
