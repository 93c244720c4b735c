'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  decideNextStep,
  formatPhoneForDisplay,
  HONEYPOT_FIELD,
  isFieldVisible,
  multiStepButtons,
  MULTI_STEP_LABELS,
  partialLeadFields,
  prepareFormValues,
  screenHoneypot,
  successPath,
  validateFields,
  type TFormErrors,
} from '@/domain';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CollectionNotice } from '@/features/enquiry/collection-notice';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { ErrorSummary } from '@/features/enquiry/error-summary';
import { submitLead } from '@/features/enquiry/submit-lead';
import type { TFormStep } from './multi-step-form.types';
import { StepField } from './step-field';
import { StepIndicator } from './step-indicator';

type TProps = {
  site: TEnquirySite;
  /** The lead category and /success?category= value, e.g. 'Finance'. */
  category: string;
  steps: readonly TFormStep[];
  /** Save a partial lead on each Next (lead_status Incomplete, form_completed false); the last step completes it. */
  savePartial?: boolean;
  /** Extra lead fields sent with every save (car_id, dealership_slug, …). */
  leadFields?: Record<string, unknown>;
  initialValues?: Record<string, unknown>;
};

/**
 * A multi-step form with a step indicator: step 1 hides Back, the last step shows Submit ('Loading...'
 * while sending), the others Next. Next validates the step (staying, with 'Validation Errors' logged, when
 * it fails), then optionally saves the partial lead — POST first, PUT with the stored lead id after —
 * with Next disabled and a spinner while saving. Submit completes the lead and goes to /success?category=….
 */
export function MultiStepForm({
  site,
  category,
  steps,
  savePartial = false,
  leadFields = {},
  initialValues = {},
}: TProps) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, '');
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<Record<string, unknown>>(initialValues);
  const [errors, setErrors] = useState<TFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = steps[step - 1]!;
  const buttons = multiStepButtons({ step, stepCount: steps.length, saving, submitting });
  const labels = Object.fromEntries(current.fields.map((f) => [f.name, f.label]));

  function payload(extra: Record<string, unknown>) {
    return {
      ...prepareFormValues(values),
      ...leadFields,
      category,
      url: window.location.href,
      visited_pages: visitedPages(),
      linked_query_params: linkedQueryParams(),
      ...extra,
    };
  }

  function check(): boolean {
    const decision = decideNextStep(validateFields(current.fields, values));
    if (decision.advance) {
      setErrors({});
      return true;
    }
    console.warn(decision.log, decision.errors);
    setErrors(decision.errors);
    requestAnimationFrame(() => summaryRef.current?.focus());
    return false;
  }

  async function next() {
    if (!check()) return;
    setFailure(null);
    if (savePartial) {
      setSaving(true);
      const result = await submitLead(payload(partialLeadFields()), leadId);
      setSaving(false);
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      if (result.id) setLeadId(result.id);
    }
    setStep(step + 1);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buttons.primary === 'next') return next();
    if (submitting || !check()) return;
    const screened = screenHoneypot(values);
    if (screened.spam) {
      console.warn(screened.log);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    const result = await submitLead(payload({ lead_status: 'New', form_completed: true }), leadId);
    if (!result.ok) {
      setSubmitting(false);
      setFailure(result.message);
      return;
    }
    router.push(successPath(category));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving || submitting}>
      <StepIndicator titles={steps.map((s) => s.title)} current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {current.title}
      </h2>
      {current.description && <p className="text-ink-muted">{current.description}</p>}
      <ErrorSummary ref={summaryRef} errors={errors} labels={labels} idPrefix={idPrefix} />
      {current.fields
        .filter((field) => isFieldVisible(field, values, errors))
        .map((field) => (
          <StepField
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          />
        ))}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          tabIndex={-1}
          autoComplete="off"
          value={String(values[HONEYPOT_FIELD] ?? '')}
          onChange={(e) => setValues((v) => ({ ...v, [HONEYPOT_FIELD]: e.target.value }))}
        />
      </div>
      {failure && (
        <div role="alert" className="rounded-theme border-2 border-red-700 p-3">
          <p className="font-bold">This step has not been saved.</p>
          <p className="text-sm">
            {failure} What you typed is still here: try again
            {site.phone ? `, or call us on ${formatPhoneForDisplay(site.phone, site.country)}` : ''}.
          </p>
        </div>
      )}
      <CollectionNotice siteName={site.name} />
      <div className="flex gap-3">
        {buttons.showBack && (
          <button
            type="button"
            disabled={buttons.backDisabled}
            onClick={() => {
              setErrors({});
              setStep(step - 1);
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
          {buttons.primaryLabel}
          {buttons.spinner && <span className="sr-only"> (saving)</span>}
        </button>
      </div>
    </form>
  );
}
