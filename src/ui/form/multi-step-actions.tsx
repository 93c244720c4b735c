import { LOADING_LABEL } from '@/domain/forms/messages';
import { MULTI_STEP_LABELS, type multiStepButtons } from '@/domain/forms/multi-step-buttons';
import { SubmitButton } from './submit-button';

type TProps = {
  buttons: ReturnType<typeof multiStepButtons>;
  /** A send failed: the last step's button reads 'Try again'. */
  failed: boolean;
  /** The last step's label; default 'Submit'. */
  submitLabel?: string;
  onBack: () => void;
};

/**
 * A multi-step form's buttons (spec 4): Back except on step 1, then Next, or on the last step Submit ('Loading...'
 * while sending, 'Try again' after a failure). Without JavaScript a single submit button posts every step.
 */
export function MultiStepActions({ buttons, failed, submitLabel, onBack }: TProps) {
  const label =
    buttons.primary !== 'submit' || buttons.primaryLabel === LOADING_LABEL
      ? buttons.primaryLabel
      : failed
        ? 'Try again'
        : (submitLabel ?? buttons.primaryLabel);
  return (
    <>
      <div data-msf-js-only="" className="flex flex-wrap gap-3">
        {buttons.showBack && (
          <button
            type="button"
            disabled={buttons.backDisabled}
            onClick={onBack}
            className="rounded-theme border-ink text-ink min-h-11 border-2 px-5 py-2 font-semibold disabled:opacity-70"
          >
            {MULTI_STEP_LABELS.back}
          </button>
        )}
        <SubmitButton disabled={buttons.primaryDisabled} spinner={buttons.spinner}>
          {label}
        </SubmitButton>
      </div>
      <noscript>
        <SubmitButton>{submitLabel ?? MULTI_STEP_LABELS.submit}</SubmitButton>
      </noscript>
    </>
  );
}
