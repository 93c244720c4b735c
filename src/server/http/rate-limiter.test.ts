import { describe, expect, it } from 'vitest';
import { createRateLimiter, sharedRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows the limit per window, then answers with the seconds left', () => {
    const check = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(check('a', 0)).toEqual({ ok: true });
    expect(check('a', 1000)).toEqual({ ok: true });
    expect(check('a', 2000)).toEqual({ ok: false, retryAfterSeconds: 58 });
    expect(check('b', 2000)).toEqual({ ok: true });
  });

  it('starts a new window once the old one has passed', () => {
    const check = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(check('a', 0).ok).toBe(true);
    expect(check('a', 999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(check('a', 1000).ok).toBe(true);
  });

  it('forgets expired windows once it holds many keys', () => {
    const check = createRateLimiter({ limit: 1, windowMs: 10 });
    for (let i = 0; i <= 10_001; i++) check(`k${i}`, 0);
    expect(check('k0', 100).ok).toBe(true);
  });
});

describe('sharedRateLimiter', () => {
  it('is one limiter per bucket, so routes naming it share one allowance', () => {
    const leads = sharedRateLimiter('test-bucket', { limit: 2, windowMs: 60_000 });
    const partner = sharedRateLimiter('test-bucket', { limit: 2, windowMs: 60_000 });
    expect(partner).toBe(leads);
    expect(leads('a', 0).ok).toBe(true);
    expect(partner('a', 1).ok).toBe(true);
    expect(partner('a', 2).ok).toBe(false);
    expect(sharedRateLimiter('another-bucket', { limit: 2, windowMs: 60_000 })('a', 3).ok).toBe(true);
  });
});
