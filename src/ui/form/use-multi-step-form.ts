import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { decideNextStep } from '@/domain/forms/decide-next-step';
import { formErrors } from '@/domain/forms/form-schema';
import { multiStepButtons } from '@/domain/forms/multi-step-buttons';
import { prepareFormValues } from '@/domain/forms/prepare-form-values';
import { controlValue } from './control-value';
import type { TMultiStepOptions } from './multi-step-form.types';
import { enteredBeforeHydration, serverFieldError, withStoredDetails } from './multi-step-values';
import { readStoredUserDetails } from './stored-user-details';
import { useLeadForm } from './use-lead-form';

const subscribeNever = () => () => {};

/**
 * The state of a multi-step form (spec 4): the step shown, what was typed (stored details prefilling the
 * contact fields, and what was entered before hydration), the lead form's errors and failure, and the buttons.
 * Next checks the step's schema (staying, with 'Validation Errors' logged, when it fails), then optionally
 * saves the partial lead with Next disabled; Submit checks every step and saves the complete lead. The step's
 * heading takes focus when it shows; a refusal naming a field goes to its step.
 */
export function useMultiStepForm<T extends object>(options: TMultiStepOptions<T>) {
  const { steps, hidden, save, savePartial } = options;
  const storedJson = useSyncExternalStore(
    subscribeNever,
    () => JSON.stringify(readStoredUserDetails()),
    () => '{}',
  );
  const [step, setStep] = useState(1);
  const [typed, setTyped] = useState<Record<string, unknown>>(() => ({ ...options.initialValues }));
  const [saving, setSaving] = useState(false);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const values = withStoredDetails(typed, JSON.parse(storedJson) as Record<string, string>);
  const labels = Object.fromEntries(steps.flatMap((s) => s.fields.map((f) => [f.name, f.label])));
  const lead = useLeadForm({
    shown: Object.keys(labels),
    onFieldError: (name) => setStep(serverFieldError(steps, name, '')?.step ?? step),
  });
  const buttons = multiStepButtons({ step, stepCount: steps.length, saving, submitting: lead.sending });

  // Once, at hydration, before the re-render that would overwrite them: what was entered before the scripts ran.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const entered = enteredBeforeHydration(steps, values, (name) => controlValue(form, name));
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
      const found = formErrors(steps[i]!.form, values);
      const decision = decideNextStep(found);
      if (decision.advance) continue;
      console.warn(decision.log, decision.errors);
      if (i + 1 !== step) setStep(i + 1);
      return lead.showErrors(found);
    }
    lead.showErrors({});
    return false;
  }

  const payload = () => ({ ...prepareFormValues(values), ...hidden });

  async function next() {
    if (showFirstFailingStep(step)) return;
    if (savePartial) {
      const result = await lead.send(payload(), (v) => save(v, { partial: true }), setSaving);
      if (!result && !lead.caught(values)) return;
    }
    options.onNext?.(step);
    goTo(step + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buttons.primary === 'next') return next();
    if (lead.sending || showFirstFailingStep(steps.length)) return;
    const result = await lead.send(payload(), (v) => save(v, { partial: false }));
    if (result) options.onSent(result, values);
  }

  function back() {
    lead.showErrors({});
    goTo(step - 1);
  }

  const setValue = (name: string, value: unknown) => setTyped((v) => ({ ...v, [name]: value }));

  return {
    step,
    typed,
    values,
    labels,
    saving,
    lead,
    buttons,
    formRef,
    headingRefs,
    goTo,
    back,
    onSubmit,
    setValue,
  };
}
