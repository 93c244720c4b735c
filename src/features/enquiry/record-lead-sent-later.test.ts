import { beforeEach, describe, expect, it, vi } from 'vitest';

const recordLeadSent = vi.fn();

const SENT = {
  siteSlug: 'sydney-motor-group',
  category: 'General Enquiry',
  eventId: 22,
  leadId: 'lead-1',
  values: { name: 'Sam' },
  car: null,
};

describe('recordLeadSentLater', () => {
  beforeEach(() => {
    vi.resetModules();
    recordLeadSent.mockReset();
  });

  it('records the sent lead once its code has loaded', async () => {
    vi.doMock('./record-lead-sent', () => ({ recordLeadSent }));
    const { preloadRecordLeadSent, recordLeadSentLater } = await import('./record-lead-sent-later');
    preloadRecordLeadSent();
    preloadRecordLeadSent();
    await recordLeadSentLater(SENT);
    expect(recordLeadSent).toHaveBeenCalledExactlyOnceWith(SENT);
  });

  it('resolves when the code cannot load, and loads afresh next time', async () => {
    vi.doMock('./record-lead-sent', () => {
      throw new Error('chunk failed to load');
    });
    const { recordLeadSentLater } = await import('./record-lead-sent-later');
    await expect(recordLeadSentLater(SENT)).resolves.toBeUndefined();
    expect(recordLeadSent).not.toHaveBeenCalled();
    vi.doMock('./record-lead-sent', () => ({ recordLeadSent }));
    await recordLeadSentLater(SENT);
    expect(recordLeadSent).toHaveBeenCalledExactlyOnceWith(SENT);
  });
});
