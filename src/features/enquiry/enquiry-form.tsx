'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ENQUIRY_FIELD_LABELS, enquiryFieldsOfKind } from '@/domain/forms/enquiry-form';
import { enquiryWording } from '@/domain/forms/enquiry-wording';
import { enquiryCategory, enquiryEventId, type TEnquiryKind } from '@/domain/leads/enquiry-category';
import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { HEAR_ABOUT_US_OPTIONS } from '@/domain/forms/hear-about-us-options';
import { HONEYPOT_FIELD, screenHoneypot } from '@/domain/forms/honeypot';
import { LOADING_LABEL } from '@/domain/forms/messages';
import { successPath } from '@/domain/forms/success-path';
import { validateFields } from '@/domain/forms/validate-fields';
import type { TFormErrors } from '@/domain/forms/types';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { sendServerEvent } from '@/features/analytics/send-server-event';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CollectionNotice } from './collection-notice';
import type { TEnquiryFormState } from './enquiry-form-state';
import type { TEnquiryCar, TEnquiryLocation, TEnquirySite } from './enquiry-props.types';
import { enquiryFormValues } from './enquiry-form-values';
import { enquiryLeadFields } from './enquiry-lead-fields';
import { ErrorSummary } from './error-summary';
import { fieldErrorAt } from './field-error-at';
import { sendEnquiryForm } from './send-enquiry-form';
import { readStoredUserDetails, storeLastEnquiry, storeUserDetails } from './stored-user-details';
import { newIdempotencyKey, submitLead } from './submit-lead';
import { TestDriveTimePicker } from './test-drive-time-picker';
import { TextField, fieldClass } from './text-field';

/** Must match OPT_IN_WORDING (src/server/leads/consent-wording.ts), which is stored with the consent. */
const OPT_IN_LABEL = 'Yes, send me offers and news by email or SMS. I can unsubscribe at any time.';

const LABELS: Record<string, string> = {
  name: ENQUIRY_FIELD_LABELS.name,
  phone: ENQUIRY_FIELD_LABELS.phone,
  email: 'Email',
  message: 'Message',
  Rego: 'Rego of your trade-in',
  dateTime: 'Preferred time',
  hear_about_us: 'Where did you hear about us?',
};

/** The form's values as typed (see enquiryFormValues). */
const formValues = (form: HTMLFormElement) => enquiryFormValues(new FormData(form));

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
};

/**
 * The accessible enquiry form: Full Name, Mobile, email, message, optional Rego, the test-drive time,
 * "where did you hear about us" where the site asks, the opt-in (unticked: the Spam Act wants consent
 * given, not presumed), a hidden spam trap, and the privacy collection notice. Errors show at each field
 * (the lead API's too) and in the 'Please fix the following errors:' summary. Stored user details prefill
 * it. It posts to the site's lead route (the lead API or its partner's, by the site's handler kind) with one
 * idempotency key per submission. On success the visitor lands on /success?category=…; when sending fails
 * the typed values stay and the form says so, with a retry and the dealer's phone. Without JavaScript it
 * posts itself to a server action (sendEnquiryForm) through the same route: a refused field comes back at
 * the field with what was typed, success goes on to /success.
 */
export function EnquiryForm({
  site,
  kind,
  car,
  location,
  category: override,
  submitLabel,
  defaultMessage,
}: TEnquiryFormProps) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // Only set when the form was posted as a page (no JavaScript) and the lead API refused it.
  const [posted, postAction] = useActionState<TEnquiryFormState, FormData>(sendEnquiryForm, null);
  // One key per submission: kept across a retry (a lost answer, a second click), new after success.
  const idempotencyKey = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  // The same fields the lead API checks again for this kind (the lead's subcategory).
  const fields = enquiryFieldsOfKind(kind);
  const has = (name: string) => fields.some((f) => f.name === name);
  const required = (name: string) => fields.some((f) => f.name === name && !f.optional);
  const shown = [
    'name',
    'phone',
    'email',
    'message',
    ...(has('Rego') ? ['Rego'] : []),
    ...(kind === 'test-drive' ? ['dateTime'] : []),
    ...(site.hearAboutUs ? ['hear_about_us'] : []),
  ];
  const postedError = posted && fieldErrorAt(posted.field, posted.message, shown);
  const [errors, setErrors] = useState<TFormErrors>(() => postedError || {});
  const [failure, setFailure] = useState<string | null>(() =>
    posted && !postedError ? posted.message : null,
  );
  const typed = (name: string) => posted?.values[name];
  const category = enquiryCategory(kind, car, override);
  const wording = enquiryWording(category);
  const labels = { ...LABELS, Rego: wording.regoLabel };
  const phone = car?.phone ?? location?.phone ?? site.phone;
  // Until the form is interactive, the browser checks required fields and posts it to the API itself
  // (answered with a redirect to /success); once hydrated, the fields are checked and sent here.
  const hydrated = useHydrated();
  const hidden = enquiryLeadFields(kind, category, car, location);

  useEffect(() => {
    const stored = readStoredUserDetails();
    const form = formRef.current;
    if (!form) return;
    for (const key of ['name', 'email', 'phone'] as const) {
      const input = form.elements.namedItem(key);
      if (input instanceof HTMLInputElement && !input.value && stored[key]) input.value = stored[key]!;
    }
  }, []);

  // After a failed submit, a flagged field's error goes as soon as it is corrected; errors are never
  // added or reworded while typing (the summary is a live region), only on the next submit.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const found = validateFields(fields, formValues(event.currentTarget));
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => name in found)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = formValues(event.currentTarget);
    const found = validateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const screened = screenHoneypot(values);
    if (screened.spam) {
      console.warn(screened.log);
      return;
    }
    setSending(true);
    setFailure(null);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await submitLead(
      {
        ...screened.values,
        url: window.location.href,
        visited_pages: visitedPages(),
        linked_query_params: linkedQueryParams(),
        ...hidden,
      },
      { idempotencyKey: idempotencyKey.current, handler: site.customerHandler },
    );
    if (!result.ok) {
      setSending(false);
      // An error the API names on one of this form's fields is shown at that field.
      const atField = fieldErrorAt(result.field, result.message, shown);
      if (atField) {
        setErrors(atField);
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setFailure(result.message);
      requestAnimationFrame(() => failureRef.current?.focus());
      return;
    }
    idempotencyKey.current = null;
    storeUserDetails({
      name: String(values.name ?? ''),
      email: String(values.email ?? ''),
      phone: String(values.phone ?? ''),
    });
    storeLastEnquiry(site.slug, { category, car: car ? { slug: car.slug, name: car.name } : null });
    pushDataLayer({
      event: 'enquiry',
      event_id: enquiryEventId(car),
      category,
      car_id: car?.id,
      lead_id: result.id,
    });
    if (result.id) {
      sendServerEvent({
        eventName: 'Lead',
        eventId: result.id,
        emails: values.email ? [String(values.email)] : [],
        phones: values.phone ? [String(values.phone)] : [],
        products: car ? [{ id: car.stocknum }] : [],
      });
    }
    router.push(
      successPath(category, car ? { car: car.slug } : location ? { location: String(location.id) } : {}),
    );
  }

  const error = (name: string) => errors[name];
  return (
    <form
      ref={formRef}
      action={postAction}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex flex-col gap-4"
      aria-busy={sending}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary ref={summaryRef} errors={errors} labels={labels} idPrefix={idPrefix} />
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={LABELS.name!}
        autoComplete="name"
        required
        error={error('name')}
        defaultValue={typed('name')}
        maxLength={120}
      />
      <TextField
        id={`${idPrefix}-phone`}
        name="phone"
        label={LABELS.phone!}
        type="tel"
        autoComplete="tel"
        required
        error={error('phone')}
        defaultValue={typed('phone')}
        maxLength={40}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        label={LABELS.email!}
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        defaultValue={typed('email')}
        maxLength={254}
      />
      {kind === 'test-drive' && (
        <TestDriveTimePicker
          idPrefix={idPrefix}
          query={car ? `car_id=${car.id}` : location ? `location_id=${location.id}` : ''}
          error={error('dateTime')}
        />
      )}
      <TextField
        id={`${idPrefix}-message`}
        name="message"
        label={kind === 'question' ? 'Your question' : LABELS.message!}
        multiline
        required={required('message')}
        error={error('message')}
        defaultValue={
          typed('message') ??
          defaultMessage ??
          (kind === 'photo-request' && car ? `Please send me more photos of the ${car.name}.` : undefined)
        }
      />
      {has('Rego') && (
        <TextField
          id={`${idPrefix}-Rego`}
          name="Rego"
          label={labels.Rego}
          autoComplete="off"
          maxLength={12}
          error={error('Rego')}
          defaultValue={typed('Rego')}
        />
      )}
      {site.hearAboutUs && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-hear_about_us`} className="text-sm font-semibold">
            {LABELS.hear_about_us} <span className="text-ink-muted font-normal">(optional)</span>
          </label>
          <select
            id={`${idPrefix}-hear_about_us`}
            name="hear_about_us"
            className={fieldClass}
            defaultValue={typed('hear_about_us') ?? ''}
            aria-invalid={error('hear_about_us') ? true : undefined}
            aria-describedby={error('hear_about_us') ? `${idPrefix}-hear_about_us-error` : undefined}
          >
            <option value="">Choose one</option>
            {HEAR_ABOUT_US_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
          {error('hear_about_us') && (
            <p id={`${idPrefix}-hear_about_us-error`} className="text-sm font-semibold text-red-800">
              {error('hear_about_us')}
            </p>
          )}
        </div>
      )}
      <div className="flex items-start gap-3">
        <input
          id={`${idPrefix}-opt_in`}
          name="opt_in"
          type="checkbox"
          defaultChecked={typed('opt_in') === 'on'}
          className="mt-0.5 size-6 shrink-0"
        />
        <label htmlFor={`${idPrefix}-opt_in`} className="text-sm">
          {OPT_IN_LABEL}
        </label>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {failure && (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="rounded-theme border-2 border-red-700 p-3"
        >
          <p className="font-bold">Your enquiry has not been sent.</p>
          <p className="text-sm">
            {failure} What you typed is still here: try again
            {phone ? (
              <>
                , or call us on{' '}
                <a
                  href={`tel:${phone.replace(/\s+/g, '')}`}
                  className="font-semibold underline underline-offset-2"
                >
                  {formatPhoneForDisplay(phone, site.country)}
                </a>
              </>
            ) : null}
            .
          </p>
        </div>
      )}
      <CollectionNotice siteName={site.name} recipients={wording.recipients} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-theme bg-primary text-primary-contrast min-h-11 px-5 py-2 font-semibold disabled:opacity-70"
      >
        {sending ? LOADING_LABEL : failure ? 'Try again' : (submitLabel ?? 'Send enquiry')}
      </button>
    </form>
  );
}
