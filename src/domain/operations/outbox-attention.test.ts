import { describe, expect, it } from 'vitest';
import { outboxAttention, STUCK_OUTBOX_SECONDS } from './outbox-attention';

const quiet = { outbox: 'lead_deliveries', due: 0, oldestDueSeconds: 0, parked: 0 };

describe('outboxAttention', () => {
  it.each([
    ['nothing due or parked', quiet, []],
    ['rows due but not for long', { ...quiet, due: 4, oldestDueSeconds: STUCK_OUTBOX_SECONDS - 1 }, []],
    [
      'the oldest due row waiting the stuck time',
      { ...quiet, due: 2, oldestDueSeconds: STUCK_OUTBOX_SECONDS },
      [`lead_deliveries is stuck: 2 due, the oldest waiting ${STUCK_OUTBOX_SECONDS} s`],
    ],
    ['parked rows', { ...quiet, parked: 3 }, ['lead_deliveries has 3 parked']],
  ])('%s', (_case, health, notes) => {
    expect(outboxAttention([health])).toEqual(notes);
  });
});
