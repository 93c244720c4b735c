'use client';

import { useId, type ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@/domain/forms/honeypot';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ErrorSummary } from './error-summary';
import { HoneypotField } from './honeypot-field';
import { MultiStepActions } from './multi-step-actions';
import { MultiStepStep } from './multi-step-step';
import { SendFailure } from './send-failure';
import { StepIndicator } from './step-indicator';
import { preloadStepReview } from './step-review-later';
import type { TMultiStepOptions } from './multi-step-form.types';
import { useMultiStepForm } from './use-multi-step-form';

type TProps<T extends object> = TMultiStepOptions<T> & {
  /** Where the form posts without JavaScript: every step shows and the route answers with /success. */
  action: string;
  /** 'Your application has not been sent.', … */
  failureTitle: string;
  /** The last step's button; default 'Submit'. */
  submitLabel?: string;
  /** The dealer's phone offered when sending fails (phoneLink on the server). */
  phone: TPhoneLink | null;
  notice: ReactNode;
};

// With JavaScript off every step shows at once (globals.css, `@media (scripting: none)`) and the form posts itself
// to the route. (Not the `hidden` attribute: Tailwind's base layer hides it with !important, which no unlayered rule
// can undo.)

/**
 * The multi-step shell (spec 4) with a step indicator: step 1 hides Back, the last step shows Submit
 * ('Loading...' while sending), the others Next (useMultiStepForm has the rules). A refusal naming a field
 * shows at it, on its step; any other failure keeps what was typed. Without JavaScript every step shows at
 * once and the form posts to `action`.
 */
export function MultiStepForm<T extends object>(props: TProps<T>) {
  const { steps, hidden } = props;
  const idPrefix = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  const {
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
  } = useMultiStepForm(props);
  const { errors, failure, sending, summaryRef, failureRef } = lead;
  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => {
        props.warm?.();
        if (steps.some((s) => s.review)) preloadStepReview();
      }}
      data-multi-step-form=""
      className="flex flex-col gap-5"
      aria-busy={saving || sending}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div data-msf-js-only="">
        <StepIndicator titles={steps.map((s) => s.title)} current={step} />
      </div>
      <ErrorSummary ref={summaryRef} errors={errors} labels={labels} idPrefix={idPrefix} />
      {steps.map((s, i) => (
        <MultiStepStep
          key={s.title}
          steps={steps}
          index={i}
          current={i + 1 === step}
          idPrefix={idPrefix}
          hydrated={hydrated}
          values={values}
          errors={errors}
          headingRef={(element) => {
            headingRefs.current[i] = element;
          }}
          onChange={setValue}
          goTo={goTo}
        />
      ))}
      <HoneypotField
        idPrefix={idPrefix}
        value={String(typed[HONEYPOT_FIELD] ?? '')}
        onChange={(e) => setValue(HONEYPOT_FIELD, e.target.value)}
      />
      {failure && (
        <SendFailure
          ref={failureRef}
          title={buttons.primary === 'submit' ? props.failureTitle : 'This step has not been saved.'}
          message={failure}
          phone={props.phone}
        />
      )}
      {props.notice}
      <MultiStepActions
        buttons={buttons}
        failed={failure !== null}
        submitLabel={props.submitLabel}
        onBack={back}
      />
    </form>
  );
}
