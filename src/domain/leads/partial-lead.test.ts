import { describe, expect, it } from 'vitest';
import { partialLeadFields } from './partial-lead';

describe('partialLeadFields', () => {
  it('marks the lead Incomplete and not completed', () => {
    expect(partialLeadFields()).toEqual({ lead_status: 'Incomplete', form_completed: false });
  });
});
