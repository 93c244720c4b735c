import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE, leadSaveRequest, partialLeadFields } from './partial-lead';

describe('partialLeadFields', () => {
  it('marks the lead Incomplete and not completed', () => {
    expect(partialLeadFields()).toEqual({ lead_status: 'Incomplete', form_completed: false });
  });

  it('names the source Website', () => {
    expect(LEAD_SOURCE).toBe('Website');
  });
});

describe('leadSaveRequest', () => {
  it.each([
    ['no lead id: create', null, { method: 'POST', path: '/leads' }],
    ['undefined lead id: create', undefined, { method: 'POST', path: '/leads' }],
    ['empty lead id: create', '', { method: 'POST', path: '/leads' }],
    ['stored lead id: update', '8f0c6a52', { method: 'PUT', path: '/leads/8f0c6a52' }],
    ['lead id is escaped', 'a/b c', { method: 'PUT', path: '/leads/a%2Fb%20c' }],
  ])('%s', (_case, leadId, expected) => {
    expect(leadSaveRequest(leadId)).toEqual(expected);
  });
});
