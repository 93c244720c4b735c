import { describe, expect, it } from 'vitest';
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
const none: TPaymentConfig = {
  secretsOf: () => undefined,
  serverSecret: () => 'server-secret-0123456789abcdef',
};
const keyed: TPaymentConfig = {
  ...none,
  secretsOf: () => ({
    stripeSecretKey: 'sk',
    stripeWebhookSecret: 'whsec',
    tillSecret: 'till',
    stGeorgeSecret: 'stg',
  }),
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
    expect(processorOfCar({ paymentProvider: provider }, theCar)).toEqual(expected);
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
  ] as const)('%s', (_, type, key, config, expected) => {
    expect(paymentProviderFor(site, type, key, {}, config).name).toBe(expected);
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
  ] as const)('%s → %s', (type, config, expected) => {
    expect(webhookProviderFor(site, type, config)?.name ?? null).toBe(expected);
  });
});
