import { LOADING_LABEL } from './messages';

export const MULTI_STEP_LABELS = { back: 'Back', next: 'Next', submit: 'Submit' } as const;

export type TMultiStepButtons = {
  showBack: boolean;
  backDisabled: boolean;
  primary: 'next' | 'submit';
  primaryLabel: string;
  primaryDisabled: boolean;
  spinner: boolean;
};

/**
 * The buttons of a multi-step form at a 1-based step: step 1 hides Back; the last step shows Submit,
 * which reads 'Loading...' and is disabled while submitting; other steps show Next, disabled with a
 * spinner while the partial lead is saving. Back is disabled while either is under way.
 */
export function multiStepButtons(state: {
  step: number;
  stepCount: number;
  saving: boolean;
  submitting: boolean;
}): TMultiStepButtons {
  const { step, stepCount, saving, submitting } = state;
  if (!Number.isInteger(step) || !Number.isInteger(stepCount) || step < 1 || step > stepCount) {
    throw new RangeError(`Step ${step} is not between 1 and ${stepCount}`);
  }
  const busy = saving || submitting;
  if (step === stepCount) {
    return {
      showBack: step > 1,
      backDisabled: busy,
      primary: 'submit',
      primaryLabel: submitting ? LOADING_LABEL : MULTI_STEP_LABELS.submit,
      primaryDisabled: submitting,
      spinner: false,
    };
  }
  return {
    showBack: step > 1,
    backDisabled: busy,
    primary: 'next',
    primaryLabel: MULTI_STEP_LABELS.next,
    primaryDisabled: saving,
    spinner: saving,
  };
}
