import { describe, expect, it } from 'vitest';
import { draftCheckbox, draftField, draftLabel } from './draft-field';

const f = { values: { 'header.0.label': 'Cars', remove: '1' }, errors: { 'header.0.label': 'is required' } };

describe('draft fields', () => {
  it('ties a field to its id and says its message as a sentence of its label', () => {
    expect(draftLabel(f, 'header.0.label', 'Label')).toEqual({
      id: 'field-header-0-label',
      name: 'header.0.label',
      label: 'Label',
      optional: false,
      error: 'Label is required',
    });
    expect(draftLabel(f, 'name', 'Name').error).toBeUndefined();
  });

  it('starts a field on the value typed, and a checkbox ticked as typed', () => {
    expect(draftField(f, 'header.0.label', 'Label').defaultValue).toBe('Cars');
    expect(draftField(f, 'name', 'Name').defaultValue).toBe('');
    expect(draftCheckbox(f, 'remove', 'Remove')).toMatchObject({ value: '1', defaultChecked: true });
    expect(draftCheckbox(f, 'other', 'Other').defaultChecked).toBe(false);
  });
});
