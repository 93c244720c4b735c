import { describe, expect, it } from 'vitest';
import { MEDIA_S3_REQUIRED, parsePaymentSecrets, ZEnv } from './env';
import { DEFAULT_OUTBOX_LEASE_MS, MIN_OUTBOX_LEASE_MS } from './domain/constants/outbox-lease';
import { SEND_TIMEOUT_MS } from './domain/constants/send-timeout';

describe('OUTBOX_LEASE_MS', () => {
  it('defaults to DEFAULT_OUTBOX_LEASE_MS', () => {
    expect(ZEnv.parse({}).OUTBOX_LEASE_MS).toBe(DEFAULT_OUTBOX_LEASE_MS);
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

describe('TRUSTED_PROXIES and TRUSTED_PROXY_HOPS', () => {
  it('trust no proxy by default', () => {
    const parsed = ZEnv.parse({});
    expect(parsed.TRUSTED_PROXIES).toEqual([]);
    expect(parsed.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it('read a comma-separated list of addresses and ranges', () => {
    expect(ZEnv.parse({ TRUSTED_PROXIES: '10.0.0.0/8, ::1,192.0.2.7' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.0.2.7',
    ]);
  });

  it('refuse an entry that is no address, naming the setting', () => {
    const parsed = ZEnv.safeParse({ TRUSTED_PROXIES: '10.0.0.0/8,my-lb' });
    expect(parsed.error?.issues[0]?.path).toEqual(['TRUSTED_PROXIES']);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('allows nothing by default, and reads host names, addresses and CIDRs', () => {
    expect(ZEnv.parse({}).WEBHOOK_ALLOW_PRIVATE).toEqual({ hosts: [], cidrs: [] });
    const list = ZEnv.parse({ WEBHOOK_ALLOW_PRIVATE: 'crm.internal, 10.0.0.0/8' }).WEBHOOK_ALLOW_PRIVATE;
    expect(list.hosts).toEqual(['crm.internal']);
    expect(list.cidrs).toHaveLength(1);
  });

  it('refuses an entry it cannot read, naming the setting and the entry', () => {
    const parsed = ZEnv.safeParse({ WEBHOOK_ALLOW_PRIVATE: 'crm.internal, 10.0.0.0/99' });
    expect(parsed.error?.issues[0]?.path).toEqual(['WEBHOOK_ALLOW_PRIVATE']);
    expect(parsed.error?.issues[0]?.message).toBe(
      'WEBHOOK_ALLOW_PRIVATE: 10.0.0.0/99 is not a CIDR such as 10.0.0.0/8',
    );
  });
});

describe('parsePaymentSecrets', () => {
  it('reads each site’s processor secrets from its variables, blank ones unset', () => {
    const secrets = parsePaymentSecrets({
      STRIPE_SECRET_KEY__SYDNEY_MOTOR_GROUP: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET__SYDNEY_MOTOR_GROUP: ' whsec_1 ',
      TILL_SECRET__WAIKATO_MOTORS: 'till_1',
      ST_GEORGE_SECRET__WAIKATO_MOTORS: '',
      STRIPE_SECRET_KEY: 'no site named',
      PATH: '/usr/bin',
    });
    expect(Object.fromEntries(secrets)).toEqual({
      'sydney-motor-group': { stripeSecretKey: 'sk_test_1', stripeWebhookSecret: 'whsec_1' },
      'waikato-motors': { tillSecret: 'till_1' },
    });
  });
});

describe('MEDIA_STORAGE', () => {
  const s3 = {
    MEDIA_STORAGE: 's3',
    MEDIA_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
    MEDIA_S3_BUCKET: 'forecourt-media',
    MEDIA_S3_REGION: 'auto',
    MEDIA_S3_ACCESS_KEY_ID: 'key-id',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps media on local disk by default', () => {
    expect(ZEnv.parse({}).MEDIA_STORAGE).toBe('local');
  });

  it('takes a whole S3 configuration, path-style unless told', () => {
    expect(ZEnv.parse(s3)).toMatchObject({ ...s3, MEDIA_S3_URL_STYLE: 'path' });
  });

  it.each(MEDIA_S3_REQUIRED)('refuses MEDIA_STORAGE=s3 without %s, naming it', (name) => {
    const parsed = ZEnv.safeParse({ ...s3, [name]: ' ' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: [name], message: `${name} is required when MEDIA_STORAGE=s3` }),
    ]);
  });

  it('refuses S3 settings that MEDIA_STORAGE does not use', () => {
    const parsed = ZEnv.safeParse({ MEDIA_S3_BUCKET: 'forecourt-media' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['MEDIA_STORAGE'],
      message: 'MEDIA_S3_BUCKET set but MEDIA_STORAGE is not s3',
    });
  });

  it('refuses an endpoint that is not an http(s) address', () => {
    const parsed = ZEnv.safeParse({ ...s3, MEDIA_S3_ENDPOINT: 'r2.example' });
    expect(parsed.error?.issues[0]?.path).toEqual(['MEDIA_S3_ENDPOINT']);
  });
});

describe('FORECOURT_MODE', () => {
  it.each([
    [{}, 'demo'],
    [{ DATABASE_URL: 'file:./data/pglite' }, 'demo'],
    [{ DATABASE_URL: 'memory://' }, 'demo'],
    [{ DATABASE_URL: 'postgres://app@db.example/forecourt' }, 'production'],
    [{ DATABASE_URL: 'postgresql://app@db.example/forecourt' }, 'production'],
    [{ FORECOURT_MODE: 'production' }, 'production'],
    [{ FORECOURT_MODE: 'production', DATABASE_URL: 'memory://' }, 'production'],
    // The benchmarks that measure the demo on a PostgreSQL server say so explicitly.
    [{ FORECOURT_MODE: 'demo', DATABASE_URL: 'postgres://bench@127.0.0.1/bench' }, 'demo'],
  ])('%o is %s mode', (vars, mode) => {
    expect(ZEnv.parse(vars).FORECOURT_MODE).toBe(mode);
  });

  it('refuses another mode, naming the setting', () => {
    const parsed = ZEnv.safeParse({ FORECOURT_MODE: 'staging' });
    expect(parsed.error?.issues[0]?.path).toEqual(['FORECOURT_MODE']);
  });
});

describe('LOG_LEVEL, OTEL_EXPORTER_OTLP_ENDPOINT and METRICS_TOKEN', () => {
  it('log at info, trace nothing and serve no metrics by default; blank counts as unset', () => {
    expect(ZEnv.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ', METRICS_TOKEN: '' })).toMatchObject({
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      OTEL_SERVICE_NAME: 'forecourt',
      METRICS_TOKEN: undefined,
    });
  });

  it.each([
    ['LOG_LEVEL', 'loud'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'otel-collector:4318'],
    ['METRICS_TOKEN', 'short'],
  ])('refuse %s=%s, naming the setting', (name, value) => {
    const parsed = ZEnv.safeParse({ [name]: value });
    expect(parsed.error?.issues[0]?.path).toEqual([name]);
  });
});
