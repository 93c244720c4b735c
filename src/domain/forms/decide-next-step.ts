import { VALIDATION_ERRORS_LOG } from './messages';
import type { TFormErrors } from './types';

export type TNextStepDecision =
  { advance: true } | { advance: false; log: typeof VALIDATION_ERRORS_LOG; errors: TFormErrors };

/** Next advances only when the step's fields passed; otherwise the user stays and 'Validation Errors' is logged. */
export function decideNextStep(errors: TFormErrors): TNextStepDecision {
  return Object.keys(errors).length === 0
    ? { advance: true }
    : { advance: false, log: VALIDATION_ERRORS_LOG, errors };
}
