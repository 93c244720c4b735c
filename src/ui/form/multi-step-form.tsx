'use client';

import type { ReactNode } from 'react';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ErrorSummary } from './error-summary';
import { fieldLabelInPage } from './field-label-in-page';
import { HoneypotField } from './honeypot-field';
import { MultiStepActions } from './multi-step-actions';
import { MultiStepContext } from './multi-step-context';
import { SendFailure } from './send-failure';
import { StepIndicator } from './step-indicator';
import { preloadStepReview } from './step-review-later';
import type { TMultiStepOptions } from './multi-step-form.types';
import { useMultiStepForm } from './use-multi-step-form';

type TProps<T extends object> = TMultiStepOptions<T> & {
  /** Each step's title, for the step indicator. */
  titles: readonly string[];
  /** Whether a step reviews the earlier ones (its review loads on the form's first focus). */
  reviews: boolean;
  /** Where the form posts without JavaScript: every step shows and the route answers with /success. */
  action: string;
  /** 'Your application has not been sent.', … */
  failureTitle: string;
  /** The last step's button; default 'Submit'. */
  submitLabel?: string;
  /** The dealer's phone offered when sending fails (phoneLink on the server). */
  phone: TPhoneLink | null;
  notice: ReactNode;
  /** The steps, drawn on the server (MultiStepFields with the same `idPrefix`). */
  children: ReactNode;
};

// With JavaScript off every step shows at once (globals.css, `@media (scripting: none)`) and the form posts itself
// to the route. (Not the `hidden` attribute: Tailwind's base layer hides it with !important, which no unlayered rule
// can undo.)

/**
 * The multi-step shell (spec 4) around steps a server drew, with a step indicator: step 1 hides Back, the last step
 * shows Submit ('Loading...' while sending), the others Next (useMultiStepForm has the rules). A refusal naming a
 * field shows at it, on its step; any other failure keeps what was typed. Without JavaScript every step shows at
 * once and the form posts to `action`.
 */
export function MultiStepForm<T extends object>(props: TProps<T>) {
  const { schemas, hidden, idPrefix } = props;
  const hydrated = useHydrated();
  const { step, values, saving, lead, buttons, formRef, goTo, back, onSubmit, onChange } =
    useMultiStepForm(props);
  const { errors, failure, sending, summaryRef, failureRef } = lead;
  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => {
        props.warm?.();
        if (props.reviews) preloadStepReview();
      }}
      data-multi-step-form=""
      data-early="multi-step"
      className="flex flex-col gap-5"
      aria-busy={saving || sending}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div data-msf-js-only="">
        <StepIndicator titles={props.titles} current={step} />
      </div>
      <ErrorSummary
        ref={summaryRef}
        errors={errors}
        labelOf={(name) => fieldLabelInPage(`${idPrefix}-${name}`)}
        idPrefix={idPrefix}
      />
      <MultiStepContext value={{ step, hydrated, schemas, values, errors, goTo }}>
        {props.children}
      </MultiStepContext>
      <HoneypotField idPrefix={idPrefix} />
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
