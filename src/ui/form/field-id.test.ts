import { describe, expect, it } from 'vitest';
import { fieldId, fieldMessage } from './field-id';

describe('fieldMessage and fieldId', () => {
  it('prefixes a message that continues the label, and keeps a sentence', () => {
    expect(fieldMessage('Name', 'is required')).toBe('Name is required');
    expect(fieldMessage('Text on accent', 'Text on accent buttons: 2.1:1')).toBe(
      'Text on accent buttons: 2.1:1',
    );
  });

  it('makes an id from a dotted name', () => {
    expect(fieldId('header.0.label')).toBe('field-header-0-label');
  });
});
