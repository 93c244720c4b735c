import { describe, expect, it } from 'vitest';
import { ENQUIRY_FIELD_LABELS } from './enquiry-field-labels';

describe('ENQUIRY_FIELD_LABELS', () => {
  it('labels the contact fields as the spec does: name "Full Name", phone "Mobile"', () => {
    expect(ENQUIRY_FIELD_LABELS).toEqual({ name: 'Full Name', phone: 'Mobile' });
  });
});
