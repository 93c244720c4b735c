import { describe, expect, it } from 'vitest';
import { ZEnv } from './env';
import { DEFAULT_OUTBOX_LEASE_MS, MIN_OUTBOX_LEASE_MS } from './domain/constants/outbox-lease';
import { SEND_TIMEOUT_MS } from './domain/constants/send-timeout';

describe('OUTBOX_LEASE_MS', () => {
  it('defaults to two minutes', () => {
    expect(ZEnv.parse({}).OUTBOX_LEASE_MS).toBe(DEFAULT_OUTBOX_LEASE_MS);
    expect(DEFAULT_OUTBOX_LEASE_MS).toBe(120_000);
  });

  it('takes a lease longer than a send can last', () => {
    expect(ZEnv.parse({ OUTBOX_LEASE_MS: '15000' }).OUTBOX_LEASE_MS).toBe(15_000);
    expect(MIN_OUTBOX_LEASE_MS).toBeGreaterThan(SEND_TIMEOUT_MS);
  });

  it('refuses a lease a send could outlast, naming the setting', () => {
    const parsed = ZEnv.safeParse({ OUTBOX_LEASE_MS: String(SEND_TIMEOUT_MS) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['OUTBOX_LEASE_MS']);
    expect(parsed.error?.issues[0]?.message).toMatch(/at least 15000/);
  });
});
