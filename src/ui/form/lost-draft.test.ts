import { describe, expect, it } from 'vitest';
import { lostDraftMessage } from './lost-draft';

describe('lostDraftMessage', () => {
  it('speaks only when a refused form came back without its values', () => {
    expect(lostDraftMessage('nonce', null)).toMatch(/^Not saved: /);
    expect(lostDraftMessage('nonce', { price: '1.5' })).toBeNull();
    expect(lostDraftMessage(undefined, null)).toBeNull();
  });
});
