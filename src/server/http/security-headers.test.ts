import { describe, expect, it } from 'vitest';
import { CHECKOUT_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from './security-headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('CHECKOUT_CONTENT_SECURITY_POLICY', () => {
  it.each([
    ['script-src', 'https://js.stripe.com'],
    ['frame-src', 'https://hooks.stripe.com'],
    ['connect-src', 'https://api.stripe.com'],
  ])('adds Stripe to %s (%s), which every other page refuses', (name, origin) => {
    expect(directive(CHECKOUT_CONTENT_SECURITY_POLICY, name)).toContain(origin);
    expect(directive(CONTENT_SECURITY_POLICY, name)).not.toContain('stripe');
  });

  it('keeps every other directive of the site policy as it is', () => {
    for (const name of [
      'default-src',
      'frame-ancestors',
      'form-action',
      'base-uri',
      'object-src',
      'style-src',
    ])
      expect(directive(CHECKOUT_CONTENT_SECURITY_POLICY, name)).toBe(
        directive(CONTENT_SECURITY_POLICY, name),
      );
    expect(directive(CHECKOUT_CONTENT_SECURITY_POLICY, 'script-src')).toMatch(
      /^script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com /,
    );
  });
});
