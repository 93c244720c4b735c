'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { decideNextStep } from '@/domain/forms/decide-next-step';
import { isOptionalField } from '@/domain/forms/form-field';
import { formErrors, isFieldShown } from '@/domain/forms/form-schema';
import { HONEYPOT_FIELD } from '@/domain/forms/honeypot';
import { LOADING_LABEL } from '@/domain/forms/messages';
import { multiStepButtons, MULTI_STEP_LABELS } from '@/domain/forms/multi-step-buttons';
import { prepareFormValues } from '@/domain/forms/prepare-form-values';
import type { TFormErrors, TFormValues } from '@/domain/forms/types';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ErrorSummary } from './error-summary';
import { HoneypotField } from './honeypot-field';
import type { TFormStep } from './multi-step-form.types';
import { enteredBeforeHydration, serverFieldError, withStoredDetails } from './multi-step-values';
import { SendFailure } from './send-failure';
import { StepField } from './step-field';
import { StepIndicator } from './step-indicator';
import { StepReview } from './step-review';
import { readStoredUserDetails } from './stored-user-details';
import { SubmitButton } from './submit-button';
import { useLeadForm, type TSendResult } from './use-lead-form';

type TProps<T extends object> = {
  steps: readonly TFormStep[];
  /** Where the form posts without JavaScript: every step shows and the route answers with /success. */
  action: string;
  /** Hidden inputs sent with every save (category, subcategory, car_id, …). */
  hidden: Readonly<Record<string, string | number>>;
  initialValues?: TFormValues;
  /** Saves the values: `partial` on Next (spec 4), complete on Submit. */
  save: (values: Record<string, unknown>, options: { partial: boolean }) => Promise<TSendResult<T>>;
  /** Save a partial lead on each Next; the last step completes it. */
  savePartial: boolean;
  /** Told each step the visitor moves on from (the analytics 'go to next step' event). */
  onNext?: (step: number) => void;
  onSent: (result: { ok: true } & T, values: TFormValues) => void;
  /** 'Your application has not been sent.', … */
  failureTitle: string;
  /** The last step's button; default 'Submit'. */
  submitLabel?: string;
  phone: string | null;
  country: 'AU' | 'NZ';
  notice: ReactNode;
};

const subscribeNever = () => () => {};

// With JavaScript off every step shows at once (globals.css, `@media (scripting: none)`) and the form posts itself
// to the route. (Not the `hidden` attribute: Tailwind's base layer hides it with !important, which no unlayered rule
// can undo.)

/**
 * The multi-step shell (spec 4) with a step indicator: step 1 hides Back, the last step shows Submit
 * ('Loading...' while sending), the others Next. Next checks the step's schema (staying, with 'Validation
 * Errors' logged, when it fails), then optionally saves the partial lead with Next disabled and a spinner.
 * Stored details prefill the contact fields; a refusal naming a field shows at it, on its step; any other
 * failure keeps what was typed. Without JavaScript every step shows at once and the form posts to `action`.
 */
export function MultiStepForm<T extends object>(props: TProps<T>) {
  const { steps, hidden, save, savePartial } = props;
  const idPrefix = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  const storedJson = useSyncExternalStore(
    subscribeNever,
    () => JSON.stringify(readStoredUserDetails()),
    () => '{}',
  );
  const [step, setStep] = useState(1);
  const [typed, setTyped] = useState<Record<string, unknown>>(() => ({ ...props.initialValues }));
  const [saving, setSaving] = useState(false);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const values = withStoredDetails(typed, JSON.parse(storedJson) as Record<string, string>);
  const labels = Object.fromEntries(steps.flatMap((s) => s.fields.map((f) => [f.name, f.label])));
  const state = useLeadForm({
    shown: Object.keys(labels),
    onFieldError: (name) => setStep(serverFieldError(steps, name, '')?.step ?? step),
  });
  const { errors, failure, summaryRef, failureRef } = state;
  const buttons = multiStepButtons({ step, stepCount: steps.length, saving, submitting: state.sending });

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

  // The step's heading takes focus once the step shows (after a save, the render comes later than a frame).
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    headingRefs.current[step - 1]?.focus();
  }, [step]);

  function goTo(next: number) {
    focusStep.current = true;
    setStep(next);
  }

  /** Shows the first failing step up to `last` (from 1) with its errors; false when they all pass. */
  function showFirstFailingStep(last: number): boolean {
    for (let i = 0; i < last; i++) {
      const found: TFormErrors = formErrors(steps[i]!.form, values);
      const decision = decideNextStep(found);
      if (decision.advance) continue;
      console.warn(decision.log, decision.errors);
      if (i + 1 !== step) setStep(i + 1);
      return state.showErrors(found);
    }
    state.showErrors({});
    return false;
  }

  const payload = () => ({ ...prepareFormValues(values), ...hidden });

  async function next() {
    if (showFirstFailingStep(step)) return;
    if (savePartial) {
      const result = await state.send(payload(), (v) => save(v, { partial: true }), setSaving);
      if (!result && !state.caught(values)) return;
    }
    props.onNext?.(step);
    goTo(step + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buttons.primary === 'next') return next();
    if (state.sending || showFirstFailingStep(steps.length)) return;
    const result = await state.send(payload(), (v) => save(v, { partial: false }));
    if (result) props.onSent(result, values);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      data-multi-step-form=""
      className="flex flex-col gap-5"
      aria-busy={saving || state.sending}
    >
      {Object.entries(hidden).map(([name, value]) => (
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
              .filter((field) => !hydrated || isFieldShown(s.form, field.name, values))
              .map((field) => {
                const optional = isOptionalField(s.form.fields[field.name]!);
                return (
                  <StepField
                    key={field.name}
                    field={field}
                    id={`${idPrefix}-${field.name}`}
                    value={values[field.name]}
                    error={errors[field.name]}
                    optional={optional}
                    required={!optional && (hydrated || !(field.name in s.form.shownWhen))}
                    onChange={(value) => setTyped((v) => ({ ...v, [field.name]: value }))}
                  />
                );
              })}
          </fieldset>
        );
      })}
      <HoneypotField
        idPrefix={idPrefix}
        value={String(typed[HONEYPOT_FIELD] ?? '')}
        onChange={(e) => setTyped((v) => ({ ...v, [HONEYPOT_FIELD]: e.target.value }))}
      />
      {failure && (
        <SendFailure
          ref={failureRef}
          title={buttons.primary === 'submit' ? props.failureTitle : 'This step has not been saved.'}
          message={failure}
          phone={props.phone}
          country={props.country}
        />
      )}
      {props.notice}
      <div data-msf-js-only="" className="flex flex-wrap gap-3">
        {buttons.showBack && (
          <button
            type="button"
            disabled={buttons.backDisabled}
            onClick={() => {
              state.showErrors({});
              goTo(step - 1);
            }}
            className="rounded-theme border-ink text-ink min-h-11 border-2 px-5 py-2 font-semibold disabled:opacity-70"
          >
            {MULTI_STEP_LABELS.back}
          </button>
        )}
        <SubmitButton disabled={buttons.primaryDisabled} spinner={buttons.spinner}>
          {buttons.primary !== 'submit' || buttons.primaryLabel === LOADING_LABEL
            ? buttons.primaryLabel
            : failure
              ? 'Try again'
              : (props.submitLabel ?? buttons.primaryLabel)}
        </SubmitButton>
      </div>
      <noscript>
        <SubmitButton>{props.submitLabel ?? MULTI_STEP_LABELS.submit}</SubmitButton>
      </noscript>
    </form>
  );
}
