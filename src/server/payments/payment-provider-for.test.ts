import { describe, expect, it } from 'vitest';
import type { TPaymentSecrets } from '@/env';
import {
  paymentProviderFor,
  processorOfCar,
  webhookProviderFor,
  type TPaymentConfig,
} from './payment-provider-for';

const car = (
  processors: { authorization_type: 'stripe' | 'till' | 'st_george'; authorization_key: string }[],
  flagged = false,
) => ({
  paymentProcessors: processors,
  hasCheckoutPaymentProcessor: flagged,
});
const config: TPaymentConfig = {
  secretsOf: async () => ({}),
  serverSecret: () => 'server-secret-0123456789abcdef',
};
const none: TPaymentSecrets = {};
const keyed: TPaymentSecrets = {
  stripeSecretKey: 'sk',
  stripeWebhookSecret: 'whsec',
  tillSecret: 'till',
  stGeorgeSecret: 'stg',
};
const site = { slug: 'demo-site' };

describe('processorOfCar', () => {
  it.each([
    [
      'the car’s own processor first',
      'till',
      car([{ authorization_type: 'stripe', authorization_key: 'pk' }]),
      { type: 'stripe', publicKey: 'pk' },
    ],
    ['else the site’s', 'till', car([]), { type: 'till', publicKey: null }],
    ['offline: none', 'offline', car([]), null],
    ['a flagged car of a site without one: the demo', null, car([], true), { type: 'demo', publicKey: null }],
    ['nothing at all: none', null, car([]), null],
  ] as const)('%s', (_, provider, theCar, expected) => {
    expect(processorOfCar({ paymentProvider: provider, paymentPublicKey: null }, theCar)).toEqual(expected);
  });

  it.each([
    [
      'the site’s own processor: the key saved in the dashboard',
      car([{ authorization_type: 'stripe', authorization_key: 'pk_listing' }]),
      { type: 'stripe', publicKey: 'pk_dashboard' },
    ],
    ['the site’s processor for a car listing none', car([]), { type: 'stripe', publicKey: 'pk_dashboard' }],
    [
      'another processor listed: the listing’s key',
      car([{ authorization_type: 'till', authorization_key: 'till_merchant' }]),
      { type: 'till', publicKey: 'till_merchant' },
    ],
  ] as const)('with a publishable key saved: %s', (_, theCar, expected) => {
    const site = { paymentProvider: 'stripe', paymentPublicKey: 'pk_dashboard' } as const;
    expect(processorOfCar(site, theCar)).toEqual(expected);
  });
});

describe('paymentProviderFor', () => {
  it.each([
    ['stripe with its keys', 'stripe', 'pk', keyed, 'stripe'],
    ['stripe without keys: demo', 'stripe', 'pk', none, 'demo'],
    ['stripe without a publishable key: demo', 'stripe', null, keyed, 'demo'],
    ['till with its secret', 'till', 'merchant', keyed, 'till'],
    ['st_george with its secret', 'st_george', 'merchant', keyed, 'st_george'],
    ['till without a secret: demo', 'till', 'merchant', none, 'demo'],
  ] as const)('%s', (_, type, key, secrets, expected) => {
    expect(paymentProviderFor(site, type, key, {}, secrets, config).name).toBe(expected);
  });
});

describe('webhookProviderFor', () => {
  it.each([
    ['demo', none, 'demo'],
    ['stripe', keyed, 'stripe'],
    ['stripe', none, null],
    ['till', keyed, 'till'],
    ['st_george', keyed, 'st_george'],
    ['st_george', none, null],
  ] as const)('%s → %s', (type, secrets, expected) => {
    expect(webhookProviderFor(site, type, secrets, config)?.name ?? null).toBe(expected);
  });
});
