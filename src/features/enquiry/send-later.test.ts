import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_SERVER_MESSAGE } from '@/domain/forms/messages';
import { sendLater } from './send-later';

afterEach(() => vi.restoreAllMocks());

describe('sendLater', () => {
  it('loads the send on first need and passes its arguments and answer through', async () => {
    const send = vi.fn(async (lead: { name: string }) => ({ ok: true as const, id: lead.name }));
    const load = vi.fn(async () => send);
    const later = sendLater(load);
    expect(load).not.toHaveBeenCalled();
    later.warm();
    later.warm();
    await expect(later.send({ name: 'Sam' })).resolves.toEqual({ ok: true, id: 'Sam' });
    expect(load).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Sam' });
  });

  it('answers code that cannot load as an unreachable server, and loads afresh on the retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => ({ ok: true as const }));
    const load = vi
      .fn<() => Promise<typeof send>>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValueOnce(send);
    const later = sendLater(load);
    await expect(later.send()).resolves.toEqual({
      ok: false,
      message: UNREACHABLE_SERVER_MESSAGE,
      field: null,
    });
    expect(send).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('An error occured: Failed to load chunk');
    await expect(later.send()).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledOnce();
  });

  it('gets over a warm-up that failed: the first send loads afresh and sends', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    const load = vi
      .fn<() => Promise<typeof send>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(send);
    const later = sendLater(load);
    later.warm();
    await new Promise((settled) => setTimeout(settled, 0)); // the warm-up's import has failed by now
    await expect(later.send()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledOnce();
  });
});
