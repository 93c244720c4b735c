import { describe, expect, it } from 'vitest';
import type { TEnquiryFormKind } from './enquiry-form';
import { enquiryFormDefaults } from './enquiry-form-defaults';

describe('enquiryFormDefaults', () => {
  it.each<[TEnquiryFormKind, boolean]>([
    ['general', false],
    ['test-drive', false],
    ['photo-request', false],
    ['finance', false],
  ])('%s: opt_in %s', (kind, optIn) => {
    expect(enquiryFormDefaults(kind)).toEqual({ opt_in: optIn });
  });
});
