import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelHold, readHoldState } from './checkout-api';
import { settleRefusedHold } from './settle-refused-hold';

vi.mock('./checkout-api', () => ({ readHoldState: vi.fn(), cancelHold: vi.fn() }));

const hold = { reference: 'FC-7K3M9Q2D', holdSecret: 'secret' };
const state = (status: string) => ({ ok: true as const, status: 200, body: { status } as never });

beforeEach(() => vi.resetAllMocks());

describe('settleRefusedHold', () => {
  it.each(['failed', 'cancelled', 'expired'])(
    'leaves a hold Stripe’s event already ended (%s)',
    async (status) => {
      vi.mocked(readHoldState).mockResolvedValue(state(status));
      await settleRefusedHold(hold, { waitMs: 0 });
      expect(readHoldState).toHaveBeenCalledTimes(1);
      expect(cancelHold).not.toHaveBeenCalled();
    },
  );

  it('waits for the event while the hold is active, then stops', async () => {
    vi.mocked(readHoldState)
      .mockResolvedValueOnce(state('pending'))
      .mockResolvedValueOnce({ ok: false, status: 0, message: 'offline', field: null })
      .mockResolvedValueOnce(state('failed'));
    await settleRefusedHold(hold, { waitMs: 0 });
    expect(readHoldState).toHaveBeenCalledTimes(3);
    expect(cancelHold).not.toHaveBeenCalled();
  });

  it('releases the hold itself when no event ends it in time', async () => {
    vi.mocked(readHoldState).mockResolvedValue(state('held'));
    await settleRefusedHold(hold, { tries: 3, waitMs: 0 });
    expect(readHoldState).toHaveBeenCalledTimes(3);
    expect(cancelHold).toHaveBeenCalledWith('FC-7K3M9Q2D', 'secret');
  });
});
