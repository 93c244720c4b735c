import { describe, expect, it } from 'vitest';
import { leadStatusLabel } from './lead-status-label';

describe('leadStatusLabel', () => {
  it.each([
    ['new', 'New'],
    ['appointment', 'Appointment'],
    ['spam', 'Spam'],
  ])('%s -> %s', (status, label) => {
    expect(leadStatusLabel(status)).toBe(label);
  });
});
