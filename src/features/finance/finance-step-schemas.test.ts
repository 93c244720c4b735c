import { describe, expect, it } from 'vitest';
import { FINANCE_APPLICATION_STEPS } from '@/domain/finance/finance-application';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { financeStepSchemas } from './finance-step-schemas';

describe('financeStepSchemas', () => {
  it("are the domain's four steps, in order, without a dealership to choose", () => {
    expect(financeStepSchemas([])).toEqual(Object.values(FINANCE_APPLICATION_STEPS));
  });

  it('ask which dealership about you, and only there, when the site has a choice', () => {
    const schemas = financeStepSchemas(['parramatta', 'penrith']);
    expect(schemas.map((schema) => DEALERSHIP_FIELD in schema.fields)).toEqual([false, true, false, false]);
  });
});
