import { useEffect, useState, useSyncExternalStore } from 'react';
import { readHoldState } from './checkout-api';
import type { THoldState } from './checkout-api.types';
import { readHoldSecret } from './hold-store';

/** Polling: every second for the first 30 s (the demo event lands in about one), then every 3 s, to 2 minutes. */
const POLL_MS = (elapsed: number) => (elapsed < 30_000 ? 1_000 : 3_000);
export const POLL_LIMIT_MS = 120_000;

export type THoldView =
  | { kind: 'no-secret' }
  | { kind: 'loading' }
  | { kind: 'state'; state: THoldState; settled: boolean }
  | { kind: 'timeout'; state: THoldState | null }
  | { kind: 'error'; message: string };

const noSubscription = () => () => undefined;

const SETTLED = new Set([
  'paid',
  'failed',
  'cancelled',
  'expired',
  'sold',
  'released',
  'refunding',
  'refunded',
]);

/**
 * Where a reservation stands, read with the hold secret this tab kept, polled until it settles (paid or
 * ended) or the limit passes; `again` starts polling anew.
 */
export function useHoldState(reference: string | null): { view: THoldView; again: () => void } {
  const [view, setView] = useState<THoldView>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // Kept in this tab's storage: unknown (undefined) while rendering on the server and hydrating.
  const secret = useSyncExternalStore(
    noSubscription,
    () => (reference ? readHoldSecret(reference) : null),
    () => undefined,
  );

  useEffect(() => {
    if (!reference || !secret) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let last: THoldState | null = null;
    const poll = async () => {
      const answer = await readHoldState(reference, secret);
      if (stopped) return;
      if (!answer.ok && answer.status !== 0) return setView({ kind: 'error', message: answer.message });
      if (answer.ok) last = answer.body;
      const settled = last !== null && SETTLED.has(last.status);
      if (last) setView({ kind: 'state', state: last, settled });
      if (settled) return;
      const elapsed = Date.now() - started;
      if (elapsed >= POLL_LIMIT_MS) return setView({ kind: 'timeout', state: last });
      timer = setTimeout(poll, POLL_MS(elapsed));
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reference, secret, round]);

  return { view: secret === null ? { kind: 'no-secret' } : view, again: () => setRound((r) => r + 1) };
}
