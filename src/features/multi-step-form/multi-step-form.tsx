'use client';

import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { decideNextStep } from '@/domain/forms/decide-next-step';
import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { HONEYPOT_FIELD, screenHoneypot } from '@/domain/forms/honeypot';
import { isFieldVisible } from '@/domain/forms/is-field-visible';
import { multiStepButtons, MULTI_STEP_LABELS } from '@/domain/forms/multi-step-buttons';
import { partialLeadFields } from '@/domain/leads/partial-lead';
import { prepareFormValues } from '@/domain/forms/prepare-form-values';
import { successPath } from '@/domain/forms/success-path';
import { validateFields } from '@/domain/forms/validate-fields';
import type { TFormErrors } from '@/domain/forms/types';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { sendServerEvent } from '@/features/analytics/send-server-event';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CollectionNotice } from '@/features/enquiry/collection-notice';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { ErrorSummary } from '@/features/enquiry/error-summary';
import {
  readStoredUserDetails,
  storeLastEnquiry,
  storeUserDetails,
} from '@/features/enquiry/stored-user-details';
import { leadApiPath, newIdempotencyKey, submitLead } from '@/features/enquiry/submit-lead';
import { enteredBeforeHydration, serverFieldError, withStoredDetails } from './form-values';
import type { TFormStep } from './multi-step-form.types';
import { StepField } from './step-field';
import { StepIndicator } from './step-indicator';
import { StepReview } from './step-review';

type TProps = {
  site: TEnquirySite;
  /** The lead category and /success?category= value, e.g. 'Finance'. */
  category: string;
  steps: readonly TFormStep[];
  /** Save a partial lead on each Next (lead_status Incomplete, form_completed false); the last step completes it. */
  savePartial?: boolean;
  /** Lead fields sent with every save, and posted as hidden inputs with JavaScript off (subcategory, car_id, …). */
  leadFields?: Readonly<Record<string, string | number>>;
  initialValues?: Readonly<Record<string, unknown>>;
  /** The analytics event pushed when the lead is sent. */
  eventId: number;
  /** The car the form is about: remembered for /success, and the product of the conversion event. */
  car?: { id: number; slug: string; name: string; stocknum: string } | null;
  /** Who the details are passed to, for the collection notice. */
  recipients?: string;
  /** The phone offered when sending fails; default the site's. */
  phone?: string | null;
};

const subscribeNever = () => () => {};

// With JavaScript off every step shows at once (globals.css, `@media (scripting: none)`) and the form
// posts itself to the lead API. (Not the `hidden` attribute: Tailwind's base layer hides it with
// !important, which no unlayered rule can undo.)

/**
 * A multi-step form with a step indicator: step 1 hides Back, the last step shows Submit ('Loading...'
 * while sending), the others Next. Next validates the step (staying, with 'Validation Errors' logged, when
 * it fails), then optionally saves the partial lead — POST first, PUT with the stored lead id after —
 * with Next disabled and a spinner while saving. Submit sends the lead and goes to /success?category=….
 * Stored details prefill the contact fields; an error the API names is shown at its field, on its step;
 * any other failure keeps what was typed and offers a retry and the dealer's phone. Every save goes to the
 * site's lead route (the lead API, or its partner's by the site's handler kind). Without JavaScript every
 * step shows at once and the form posts to that route, which answers with /success.
 */
export function MultiStepForm({
  site,
  category,
  steps,
  savePartial = false,
  leadFields = {},
  initialValues = {},
  eventId,
  car = null,
  recipients,
  phone = site.phone,
}: TProps) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  const storedJson = useSyncExternalStore(
    subscribeNever,
    () => JSON.stringify(readStoredUserDetails()),
    () => '{}',
  );
  const [step, setStep] = useState(1);
  const [typed, setTyped] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const [errors, setErrors] = useState<TFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const values = withStoredDetails(typed, JSON.parse(storedJson) as Record<string, string>);
  const buttons = multiStepButtons({ step, stepCount: steps.length, saving, submitting });
  const labels = Object.fromEntries(steps.flatMap((s) => s.fields.map((f) => [f.name, f.label])));

  // Once, at hydration, before the re-render that would overwrite them: what was entered before the scripts ran.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const entered = enteredBeforeHydration(steps, values, (name) => {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      )
        return field.value;
      return null;
    });
    if (Object.keys(entered).length > 0) setTyped((v) => ({ ...v, ...entered }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at hydration only; later input reaches onChange
  }, []);

  function goTo(next: number) {
    setStep(next);
    requestAnimationFrame(() => headingRefs.current[next - 1]?.focus());
  }

  function payload(extra: Record<string, unknown>) {
    const screened = screenHoneypot(prepareFormValues(values));
    return {
      ...(screened.spam ? {} : screened.values),
      ...leadFields,
      category,
      url: window.location.href,
      visited_pages: visitedPages(),
      linked_query_params: linkedQueryParams(),
      ...extra,
    };
  }

  function showErrors(found: TFormErrors, onStep: number) {
    const decision = decideNextStep(found);
    if (!decision.advance) console.warn(decision.log, decision.errors);
    setErrors(found);
    if (onStep !== step) setStep(onStep);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  /** The first step (from 1) whose fields fail, with its errors; null when every step up to `last` passes. */
  function firstFailingStep(last: number): { step: number; errors: TFormErrors } | null {
    for (let i = 0; i < last; i++) {
      const found = validateFields(steps[i]!.fields, values);
      if (Object.keys(found).length > 0) return { step: i + 1, errors: found };
    }
    return null;
  }

  /**
   * Where this save goes: the site's lead route (by its handler kind), a PUT to the lead an earlier step
   * stored, else a POST with the key that creates this form's lead, kept across retries.
   */
  function sendOptions() {
    idempotencyKey.current ??= newIdempotencyKey();
    return { leadId, idempotencyKey: idempotencyKey.current, handler: site.customerHandler };
  }

  async function next() {
    const failing = firstFailingStep(step);
    if (failing) return showErrors(failing.errors, failing.step);
    setErrors({});
    setFailure(null);
    if (savePartial) {
      setSaving(true);
      const result = await submitLead(payload(partialLeadFields()), sendOptions());
      setSaving(false);
      if (!result.ok) return fail(result.message, result.field);
      if (result.id) setLeadId(result.id);
    }
    pushDataLayer({ event: 'go_to_next_step', event_id: ANALYTICS_EVENT_IDS.goToNextStep, category, step });
    goTo(step + 1);
  }

  function fail(message: string, field: string | null) {
    const atField = serverFieldError(steps, field, message);
    if (atField) return showErrors({ [atField.field]: atField.message }, atField.step);
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buttons.primary === 'next') return next();
    if (submitting) return;
    const failing = firstFailingStep(steps.length);
    if (failing) return showErrors(failing.errors, failing.step);
    setErrors({});
    const screened = screenHoneypot(values);
    if (screened.spam) {
      console.warn(screened.log);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    const result = await submitLead(payload({ lead_status: 'New', form_completed: true }), sendOptions());
    if (!result.ok) {
      setSubmitting(false);
      return fail(result.message, result.field);
    }
    const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
    storeUserDetails({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      postcode: text('postcode'),
    });
    storeLastEnquiry(site.slug, { category, car: car ? { slug: car.slug, name: car.name } : null });
    pushDataLayer({ event: 'enquiry', event_id: eventId, category, car_id: car?.id, lead_id: result.id });
    if (result.id) {
      sendServerEvent({
        eventName: 'Lead',
        eventId: result.id,
        emails: text('email') ? [text('email')] : [],
        phones: text('phone') ? [text('phone')] : [],
        products: car ? [{ id: car.stocknum }] : [],
      });
    }
    router.push(successPath(category, car ? { car: car.slug } : {}));
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={leadApiPath(site.customerHandler)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      data-multi-step-form=""
      className="flex flex-col gap-5"
      aria-busy={saving || submitting}
    >
      <input type="hidden" name="category" value={category} />
      {Object.entries(leadFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div data-msf-js-only="">
        <StepIndicator titles={steps.map((s) => s.title)} current={step} />
      </div>
      <ErrorSummary ref={summaryRef} errors={errors} labels={labels} idPrefix={idPrefix} />
      {steps.map((s, i) => {
        const headingId = `${idPrefix}-step-${i + 1}`;
        return (
          <fieldset
            key={s.title}
            data-msf-step=""
            className={`${i + 1 === step ? 'flex' : 'hidden'} min-w-0 flex-col gap-4`}
          >
            {/* The step's legend is its heading: a group named by its legend, focus moved to the heading. */}
            <legend className="mb-4">
              <h2
                id={headingId}
                ref={(el) => {
                  headingRefs.current[i] = el;
                }}
                tabIndex={-1}
                className="text-xl font-bold"
              >
                {s.title}
              </h2>
            </legend>
            {s.description && <p className="text-ink-muted">{s.description}</p>}
            {s.review && hydrated && <StepReview steps={steps.slice(0, i)} values={values} onChange={goTo} />}
            {s.fields
              .filter((field) => !hydrated || isFieldVisible(field, values, errors))
              .map((field) => (
                <StepField
                  key={field.name}
                  field={field}
                  id={`${idPrefix}-${field.name}`}
                  value={values[field.name]}
                  error={errors[field.name]}
                  required={!field.optional && (hydrated || !field.showWhen)}
                  onChange={(value) => setTyped((v) => ({ ...v, [field.name]: value }))}
                />
              ))}
          </fieldset>
        );
      })}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={String(typed[HONEYPOT_FIELD] ?? '')}
          onChange={(e) => setTyped((v) => ({ ...v, [HONEYPOT_FIELD]: e.target.value }))}
        />
      </div>
      {failure && (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="rounded-theme border-2 border-red-700 p-3"
        >
          <p className="font-bold">
            {buttons.primary === 'submit'
              ? 'Your application has not been sent.'
              : 'This step has not been saved.'}
          </p>
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
      <CollectionNotice siteName={site.name} recipients={recipients} />
      <div data-msf-js-only="" className="flex flex-wrap gap-3">
        {buttons.showBack && (
          <button
            type="button"
            disabled={buttons.backDisabled}
            onClick={() => {
              setErrors({});
              goTo(step - 1);
            }}
            className="rounded-theme border-ink text-ink min-h-11 border-2 px-5 py-2 font-semibold disabled:opacity-70"
          >
            {MULTI_STEP_LABELS.back}
          </button>
        )}
        <button
          type="submit"
          disabled={buttons.primaryDisabled}
          className="rounded-theme bg-primary text-primary-contrast inline-flex min-h-11 items-center gap-2 px-5 py-2 font-semibold disabled:opacity-70"
        >
          {buttons.spinner && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {buttons.primary === 'submit' && failure ? 'Try again' : buttons.primaryLabel}
          {buttons.spinner && <span className="sr-only"> (saving)</span>}
        </button>
      </div>
      <noscript>
        <button
          type="submit"
          className="rounded-theme bg-primary text-primary-contrast min-h-11 px-5 py-2 font-semibold"
        >
          {MULTI_STEP_LABELS.submit}
        </button>
      </noscript>
    </form>
  );
}
