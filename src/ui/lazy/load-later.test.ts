import { describe, expect, it, vi } from 'vitest';
import { loadLater } from './load-later';

describe('loadLater', () => {
  it('starts the import on the first call and shares it with later calls', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const later = loadLater(load);
    expect(load).not.toHaveBeenCalled();
    const first = later();
    expect(later()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 42 });
    await later();
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed import, so the next call loads afresh', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValueOnce('module');
    const later = loadLater(load);
    await expect(later()).rejects.toThrow('chunk failed to load');
    await expect(later()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
