import { describe, expect, it } from 'vitest';
import { createRateLimiter, sharedRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows the limit per window and key, then answers with the seconds left', async () => {
    const check = createRateLimiter('test-a', { limit: 2, windowMs: 60_000 });
    expect(await check('a')).toEqual({ ok: true });
    expect(await check('a')).toEqual({ ok: true });
    expect(await check('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await check('b')).toEqual({ ok: true });
  });

  it('starts a new window once the old one has passed', async () => {
    const check = createRateLimiter('test-b', { limit: 1, windowMs: 1000 });
    expect((await check('a')).ok).toBe(true);
    expect(await check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await check('a')).ok).toBe(true);
  });
});

describe('sharedRateLimiter', () => {
  it('is one limiter per bucket, so routes naming it share one allowance', async () => {
    const leads = sharedRateLimiter('test-bucket', { limit: 2, windowMs: 60_000 });
    const partner = sharedRateLimiter('test-bucket', { limit: 2, windowMs: 60_000 });
    expect(partner).toBe(leads);
    expect((await leads('a')).ok).toBe(true);
    expect((await partner('a')).ok).toBe(true);
    expect((await partner('a')).ok).toBe(false);
    expect((await sharedRateLimiter('another-bucket', { limit: 2, windowMs: 60_000 })('a')).ok).toBe(true);
  });
});
