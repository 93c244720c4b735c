import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { decideNextStep } from '@/domain/forms/decide-next-step';
import { formErrors } from '@/domain/forms/form-schema';
import { multiStepButtons } from '@/domain/forms/multi-step-buttons';
import { prepareFormValues } from '@/domain/forms/prepare-form-values';
import type { TFormValues } from '@/domain/forms/types';
import { EARLY_NEXT, markEnhanced } from '@/ui/hydration/early-control';
import { markInvalidFields } from './mark-invalid-fields';
import type { TMultiStepOptions } from './multi-step-form.types';
import { serverFieldError } from './multi-step-values';
import { prefillStoredDetails } from './prefill-stored-details';
import { checkboxNames, readFormValues } from './read-form-values';
import { useLeadForm } from './use-lead-form';

const valuesOf = (form: HTMLFormElement): TFormValues =>
  readFormValues(new FormData(form), checkboxNames(form));

/**
 * The state of a multi-step form (spec 4) whose fields a server drew: the step shown, what the fields hold (read from
 * the form on every change, with stored details filling the empty contact fields), the lead form's errors and
 * failure, and the buttons. Next checks the step's schema (staying, with 'Validation Errors' logged, when it fails),
 * then optionally saves the partial lead with Next disabled; Submit checks every step and saves the complete lead.
 * The step's heading takes focus when it shows; a refusal naming a field goes to its step. A Next tapped before
 * hydration (the form carries `data-early="multi-step"` for the early controls script) is taken once hydrated.
 */
export function useMultiStepForm<T extends object>(options: TMultiStepOptions<T>) {
  const { schemas, idPrefix, hidden, save, savePartial } = options;
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<TFormValues>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const names = schemas.flatMap((schema) => Object.keys(schema.fields));
  const lead = useLeadForm({
    shown: names,
    onFieldError: (name) => setStep(serverFieldError(schemas, name, '')?.step ?? step),
  });
  const buttons = multiStepButtons({ step, stepCount: schemas.length, saving, submitting: lead.sending });

  // At hydration: the stored details fill the empty contact fields, and what the fields hold (typed before the
  // scripts ran, too) decides which conditional fields show. A Next tapped before then (kept by the early controls
  // script) takes effect now; from here on React answers the form's taps.
  const takeEarlyNext = useEffectEvent((current: TFormValues) => void next(current));
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    markEnhanced(form);
    prefillStoredDetails(form);
    const current = valuesOf(form);
    setValues(current);
    if (form.hasAttribute(EARLY_NEXT)) {
      form.removeAttribute(EARLY_NEXT);
      takeEarlyNext(current);
    }
  }, []);

  // The fields' errors: drawn beside them by FieldError, marked on the fields here.
  useLayoutEffect(() => markInvalidFields(idPrefix, names, lead.errors));

  // The step's heading takes focus once the step shows (after a save, the render comes later than a frame).
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    document.getElementById(`${idPrefix}-step-${step}`)?.focus();
  }, [idPrefix, step]);

  function goTo(next: number) {
    focusStep.current = true;
    setStep(next);
  }

  /** Shows the first failing step up to `last` (from 1) with its errors; false when they all pass. */
  function showFirstFailingStep(current: TFormValues, last: number): boolean {
    for (let i = 0; i < last; i++) {
      const found = formErrors(schemas[i]!, current);
      const decision = decideNextStep(found);
      if (decision.advance) continue;
      console.warn(decision.log, decision.errors);
      if (i + 1 !== step) setStep(i + 1);
      return lead.showErrors(found);
    }
    lead.showErrors({});
    return false;
  }

  const payload = (current: TFormValues) => ({ ...prepareFormValues(current), ...hidden });

  async function next(current: TFormValues) {
    if (showFirstFailingStep(current, step)) return;
    if (savePartial) {
      const result = await lead.send(payload(current), (v) => save(v, { partial: true }), setSaving);
      if (!result && !lead.caught(current)) return;
    }
    options.onNext?.(step);
    goTo(step + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = valuesOf(event.currentTarget);
    if (buttons.primary === 'next') return next(current);
    if (lead.sending || showFirstFailingStep(current, schemas.length)) return;
    const result = await lead.send(payload(current), (v) => save(v, { partial: false }));
    if (result) options.onSent(result, current);
  }

  function back() {
    lead.showErrors({});
    goTo(step - 1);
  }

  /** After any change, what the fields hold; a corrected field's error goes (useLeadForm's clearCorrected). */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const current = valuesOf(event.currentTarget);
    setValues(current);
    lead.clearCorrected(formErrors(schemas[step - 1]!, current));
  }

  return { step, values, saving, lead, buttons, formRef, goTo, back, onSubmit, onChange };
}
