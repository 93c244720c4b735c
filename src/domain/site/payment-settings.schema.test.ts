import { describe, expect, it } from 'vitest';
import { ZPaymentSettings } from './payment-settings.schema';

describe('ZPaymentSettings', () => {
  it('accepts a processor with keys, no processor, and a request to clear the secret', () => {
    const stripe = {
      provider: 'stripe',
      publicKey: 'pk_test_123456',
      secretKey: 'sk_test_1234567890ab',
      webhookSecret: 'whsec_1234567890abcdef',
    };
    expect(ZPaymentSettings.parse(stripe)).toEqual(stripe);
    const none = { provider: null, publicKey: null, secretKey: 'clear', webhookSecret: 'clear' };
    expect(ZPaymentSettings.parse(none)).toEqual(none);
  });

  it('names an unknown processor, a short key, a key with spaces and a short webhook secret', () => {
    const result = ZPaymentSettings.safeParse({
      provider: 'paypal',
      publicKey: 'pk',
      secretKey: 'sk test 1234567890',
      webhookSecret: 'whsec_short',
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['provider', 'is one of the listed processors'],
      ['publicKey', 'is at least 8 characters'],
      ['secretKey', 'has no spaces or accents: paste it exactly as the processor shows it'],
      ['webhookSecret', 'is at least 16 characters'],
    ]);
  });
});
