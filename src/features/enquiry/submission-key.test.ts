import { describe, expect, it } from 'vitest';
import { createSubmissionKey } from './submission-key';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('createSubmissionKey', () => {
  it('keeps the key across a retry of the same lead', () => {
    const keys = createSubmissionKey(counter());
    expect(keys.forLead({ name: 'Jo', message: 'Hi' })).toBe('key-1');
    expect(keys.forLead({ name: 'Jo', message: 'Hi' })).toBe('key-1');
  });

  it('gives a lead changed before its retry a new key (the server refuses another lead under a used one)', () => {
    const keys = createSubmissionKey(counter());
    expect(keys.forLead({ name: 'Jo', message: 'Hi' })).toBe('key-1');
    expect(keys.forLead({ name: 'Jo', message: 'Hi, is it still there?' })).toBe('key-2');
    expect(keys.forLead({ name: 'Jo', message: 'Hi, is it still there?' })).toBe('key-2');
  });

  it('starts a new key after a reset, and binds the current one for another route', () => {
    const keys = createSubmissionKey(counter());
    expect(keys.current()).toBe('key-1');
    expect(keys.forLead({ name: 'Jo' })).toBe('key-1');
    keys.reset();
    expect(keys.forLead({ name: 'Jo' })).toBe('key-2');
    expect(keys.current()).toBe('key-2');
  });
});
