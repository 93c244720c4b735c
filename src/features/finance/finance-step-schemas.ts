import {
  FINANCE_APPLICATION_STEPS,
  type TFinanceApplicationStep,
} from '@/domain/finance/finance-application';
import type { TFormSchema } from '@/domain/forms/form-schema';
import { withDealershipField } from '@/domain/forms/with-dealership-field';

/** The finance application's steps' schemas, in order: the dealership is asked about you when there is a choice. */
export function financeStepSchemas(dealerships: readonly string[]): TFormSchema[] {
  return (Object.keys(FINANCE_APPLICATION_STEPS) as TFinanceApplicationStep[]).map((key) =>
    key === 'about-you'
      ? withDealershipField(FINANCE_APPLICATION_STEPS[key], dealerships)
      : FINANCE_APPLICATION_STEPS[key],
  );
}
