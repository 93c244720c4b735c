'use client';

import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { ENQUIRY_FIELD_LABELS, enquirySchemaOfKind } from '@/domain/forms/enquiry-form';
import { enquiryWording } from '@/domain/forms/enquiry-wording';
import { HEAR_ABOUT_US_OPTIONS } from '@/domain/forms/hear-about-us-options';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { successPath } from '@/domain/forms/success-path';
import { DEALERSHIP_FIELD, withDealershipField } from '@/domain/forms/with-dealership-field';
import { enquiryCategory, enquiryEventId, type TEnquiryKind } from '@/domain/leads/enquiry-category';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { DEALERSHIP_LABEL, DealershipField } from '@/ui/form/dealership-field';
import { LeadForm } from '@/ui/form/lead-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import type { TEnquiryFormState } from './enquiry-form-state';
import type { TEnquiryCar, TEnquiryLocation, TEnquirySite } from './enquiry-props.types';
import { enquiryLeadFields } from './enquiry-lead-fields';
import { fieldErrorAt } from './field-error-at';
import { recordLeadSent } from './record-lead-sent';
import { sendEnquiryForm } from './send-enquiry-form';
import { useLeadSender } from './use-lead-sender';
import { TestDriveTimePicker } from './test-drive-time-picker';

export type TEnquiryFormProps = {
  /** The site (enquirySiteProps(site) on the server). */
  site: TEnquirySite;
  /**
   * general: message required (the car page's Enquire, /contact, /contact-us/…); test-drive: date-time
   * picker fed by the availability endpoint, message optional; photo-request and question: message optional.
   */
  kind: TEnquiryKind;
  /** The car the enquiry is about (car pages): its details travel with the lead; the lead is the car's dealership's. */
  car?: TEnquiryCar;
  /** The location the form is for (per-location contact, service, book a test drive). */
  location?: TEnquiryLocation;
  /** The lead category (and /success?category=) when not the kind's own, e.g. 'Service Booking'. */
  category?: string;
  /** The submit button's label; default 'Send enquiry'. */
  submitLabel?: string;
  /** The message the form starts with (the visitor can change it), e.g. a Reserve Car request. */
  defaultMessage?: string;
  /**
   * The site's dealerships (name by slug) when the visitor chooses one (spec 5: /contact, Got a Question?):
   * asked only without a car or location, whose dealership the lead already has.
   */
  dealerships?: Readonly<Record<string, string>>;
  /**
   * The public address of the page the form is on (path and query): where it posts without JavaScript, so the
   * page comes back with the outcome (useActionState's permalink). Without it, the car's page when it has a car.
   */
  page?: string;
};

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
  const { send } = useLeadSender(site.customerHandler);
  const choices = car || location ? {} : dealerships;
  const form = withDealershipField(enquirySchemaOfKind(kind), Object.keys(choices));
  const category = enquiryCategory(kind, car, override);
  const wording = enquiryWording(category);
  const labels: Record<string, string> = {
    name: ENQUIRY_FIELD_LABELS.name,
    phone: ENQUIRY_FIELD_LABELS.phone,
    email: 'Email',
    message: kind === 'question' ? 'Your question' : 'Message',
    ...('Rego' in form.fields && { Rego: wording.regoLabel }),
    ...(kind === 'test-drive' && { dateTime: 'Preferred time' }),
    ...(site.hearAboutUs && { hear_about_us: 'Where did you hear about us?' }),
    ...(DEALERSHIP_FIELD in form.fields && { [DEALERSHIP_FIELD]: DEALERSHIP_LABEL }),
  };
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
      send={(values) =>
        send({
          ...values,
          url: window.location.href,
          visited_pages: visitedPages(),
          linked_query_params: linkedQueryParams(),
          ...hidden,
        })
      }
      onSent={(result, values) => {
        recordLeadSent({
          siteSlug: site.slug,
          category,
          eventId: enquiryEventId(car),
          leadId: result.id,
          values,
          car: car ?? null,
        });
        router.push(
          successPath(category, car ? { car: car.slug } : location ? { location: String(location.id) } : {}),
        );
      }}
      failureTitle="Your enquiry has not been sent."
      phone={car?.phone ?? location?.phone ?? site.phone}
      country={site.country}
      submitLabel={props.submitLabel ?? 'Send enquiry'}
      notice={<CollectionNotice siteName={site.name} recipients={wording.recipients} />}
    >
      {(field) => (
        <>
          <TextField
            {...field.props('name')}
            autoComplete="name"
            defaultValue={typed('name')}
            maxLength={120}
          />
          <TextField
            {...field.props('phone')}
            type="tel"
            autoComplete="tel"
            defaultValue={typed('phone')}
            maxLength={40}
          />
          <TextField
            {...field.props('email')}
            type="email"
            autoComplete="email"
            defaultValue={typed('email')}
            maxLength={254}
          />
          <DealershipField
            id={field.id(DEALERSHIP_FIELD)}
            dealerships={choices}
            error={field.error(DEALERSHIP_FIELD)}
            defaultValue={typed(DEALERSHIP_FIELD)}
          />
          {kind === 'test-drive' && (
            <TestDriveTimePicker
              id={field.id('dateTime')}
              query={car ? `car_id=${car.id}` : location ? `location_id=${location.id}` : ''}
              error={field.error('dateTime')}
            />
          )}
          <TextField
            {...field.props('message')}
            multiline
            defaultValue={
              typed('message') ??
              props.defaultMessage ??
              (kind === 'photo-request' && car ? `Please send me more photos of the ${car.name}.` : undefined)
            }
          />
          {labels.Rego && (
            <TextField
              {...field.props('Rego')}
              autoComplete="off"
              maxLength={12}
              defaultValue={typed('Rego')}
            />
          )}
          {labels.hear_about_us && (
            <SelectField
              {...field.props('hear_about_us')}
              options={HEAR_ABOUT_US_OPTIONS}
              defaultValue={typed('hear_about_us') ?? ''}
            />
          )}
          <CheckboxField
            id={field.id('opt_in')}
            name="opt_in"
            label={OPT_IN_WORDING}
            defaultChecked={typed('opt_in') === 'on'}
          />
        </>
      )}
    </LeadForm>
  );
}
