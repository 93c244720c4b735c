import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, siteSecrets, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { listEditableSites } from './editable-sites';
import { listSettingsChanges } from './list-settings-changes';
import { saveSiteSettings } from './save-site-settings';
import type { TLeadDestinationSetting } from '@/domain/site/lead-destinations.schema';
import { openLeadDestination } from './lead-destination-secrets';
import { createSettingsCipher } from './settings-cipher';
import { readSiteSecret, siteSecretSetAt } from './site-secret-store';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const cipher = createSettingsCipher(randomBytes(32));
const contacts = [{ name: 'Ann Lee', role: 'Sales', phone: '0412 345 678', email: 'ann@dealer.example' }];

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

const siteRow = async (id: number) =>
  (await handle.db.select().from(websites).where(eq(websites.id, id)))[0]!;
const save = (who: keyof (typeof f)['people'], slug: string) =>
  saveSiteSettings(handle.db, f.people[who], slug, { section: 'contacts', value: contacts }, cipher);

describe('who may change a site’s settings', () => {
  it('lets a group admin change its own site and a platform admin any site', async () => {
    await expect(save('groupAlpha', f.alpha.site.slug)).resolves.toBe(f.alpha.site.id);
    await expect(save('platform', f.beta.site.slug)).resolves.toBe(f.beta.site.id);
    expect((await siteRow(f.beta.site.id)).salesContacts).toEqual(contacts);
  });

  it.each<[string, keyof (typeof f)['people']]>([
    ['another site’s group admin', 'groupBeta'],
    ['a dealership manager', 'managerA1'],
    ['a salesperson', 'sam'],
    ['someone with no membership', 'nobody'],
  ])('refuses %s as not found, changing nothing', async (_who, who) => {
    const before = await siteRow(f.alpha.site.id);
    await expect(save(who, f.alpha.site.slug)).rejects.toEqual(new DashboardError('not_found'));
    expect((await siteRow(f.alpha.site.id)).updatedAt).toEqual(before.updatedAt);
  });

  it('refuses an unknown slug the same way', async () => {
    await expect(save('platform', 'no-such-site')).rejects.toEqual(new DashboardError('not_found'));
  });

  it('lists the sites each person may change', async () => {
    const slugs = async (who: keyof (typeof f)['people']) =>
      (await listEditableSites(handle.db, f.people[who])).map((s) => s.slug);
    expect(await slugs('platform')).toEqual(expect.arrayContaining([f.alpha.site.slug, f.beta.site.slug]));
    expect(await slugs('groupAlpha')).toEqual([f.alpha.site.slug]);
    expect(await slugs('managerA1')).toEqual([]);
    expect(await slugs('sam')).toEqual([]);
  });
});

describe('saving', () => {
  it('audits each change with the values before and after', async () => {
    const theme = { ...(await siteRow(f.alpha.site.id)).theme, colorPrimary: '#123456' };
    await saveSiteSettings(
      handle.db,
      f.people.groupAlpha,
      f.alpha.site.slug,
      { section: 'theme', value: theme },
      cipher,
    );
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.websiteId, f.alpha.site.id), eq(auditLog.action, 'settings.theme')));
    expect(entry!.userEmail).toBe(f.people.groupAlpha.email);
    expect((entry!.after as { theme: { colorPrimary: string } }).theme.colorPrimary).toBe('#123456');
    expect((entry!.before as { theme: { colorPrimary: string } }).theme.colorPrimary).not.toBe('#123456');
  });

  it('saves the finance provider and rates in their columns, audited', async () => {
    const financeRates = {
      interestRate: 6.99,
      comparisonRate: 7.45,
      exampleAmount: 30_000,
      exampleTermMonths: 60,
      termMonths: 48,
      depositPercent: null,
      balloonPercent: null,
    };
    await saveSiteSettings(
      handle.db,
      f.people.groupAlpha,
      f.alpha.site.slug,
      { section: 'finance', value: { financeProvider: 'angle', financeRates } },
      cipher,
    );
    expect(await siteRow(f.alpha.site.id)).toMatchObject({ financeProvider: 'angle', financeRates });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.finance'));
    expect(entry!.after).toEqual({ financeProvider: 'angle', financeRates });
  });

  it('stores a webhook secret sealed for its site, keeps it when left empty, and keeps it out of the audit log', async () => {
    const hook = { kind: 'webhook' as const, name: 'CRM', url: 'https://crm.example/in' };
    const save = (value: TLeadDestinationSetting[]) =>
      saveSiteSettings(
        handle.db,
        f.people.platform,
        f.alpha.site.slug,
        { section: 'lead-destinations', value },
        cipher,
      );
    await save([{ ...hook, secret: 'whsec-0123456789abcdef' }]);
    const [stored] = (await siteRow(f.alpha.site.id)).leadDestinations;
    expect(stored).toEqual({ ...hook, sealedSecret: expect.stringMatching(/^v1\./) });
    expect(JSON.stringify(stored)).not.toContain('whsec-0123456789abcdef');
    expect(openLeadDestination(cipher, f.alpha.site.id, stored!)).toEqual({
      ...hook,
      secret: 'whsec-0123456789abcdef',
    });
    expect(() => openLeadDestination(cipher, f.beta.site.id, stored!)).toThrow();
    // A save that leaves the field empty sends the sealed value back (the section's decode): kept as it is.
    const sealedSecret = (stored as { sealedSecret: string }).sealedSecret;
    await save([{ ...hook, name: 'Sales CRM', sealedSecret }]);
    expect((await siteRow(f.alpha.site.id)).leadDestinations).toEqual([
      { ...hook, name: 'Sales CRM', sealedSecret },
    ]);
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.lead-destinations'));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain('whsec-0123456789abcdef');
    expect(JSON.stringify(entries)).not.toContain(sealedSecret);
    expect(entries.map((e) => (e.after as { leadDestinations: unknown[] }).leadDestinations[0])).toEqual([
      { ...hook, secret: '(hidden)' },
      { ...hook, name: 'Sales CRM', secret: '(hidden)' },
    ]);
  });

  const pay = (secretKey: string | null, webhookSecret: string | null = null) =>
    saveSiteSettings(
      handle.db,
      f.people.groupAlpha,
      f.alpha.site.slug,
      {
        section: 'payment',
        value: { provider: 'stripe', publicKey: 'pk_test_123456', secretKey, webhookSecret },
      },
      cipher,
    );

  it('stores a payment secret key encrypted, keeps it when left empty, and removes it on request', async () => {
    const id = f.alpha.site.id;
    await pay('sk_test_secret_0123456789');
    const [row] = await handle.db.select().from(siteSecrets).where(eq(siteSecrets.websiteId, id));
    expect(row!.sealed).not.toContain('sk_test');
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.secretKey')).toBe(
      'sk_test_secret_0123456789',
    );
    await pay(null);
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.secretKey')).toBe(
      'sk_test_secret_0123456789',
    );
    expect((await siteRow(id)).paymentPublicKey).toBe('pk_test_123456');
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.payment'));
    expect(JSON.stringify(audit)).not.toContain('sk_test_secret');
    expect(audit.map((a) => (a.after as { secretKey: string }).secretKey)).toEqual(['replaced', 'kept']);
    await pay('clear');
    expect(await siteSecretSetAt(handle.db, id, 'payment.secretKey')).toBeNull();
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.secretKey')).toBeNull();
  });

  it('stores Stripe’s webhook signing secret encrypted beside the secret key, each kept or removed alone', async () => {
    const id = f.alpha.site.id;
    await pay('sk_test_secret_0123456789', 'whsec_signing_0123456789');
    await pay(null, null);
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.webhookSecret')).toBe(
      'whsec_signing_0123456789',
    );
    await pay(null, 'clear');
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.webhookSecret')).toBeNull();
    expect(await readSiteSecret(handle.db, cipher, id, 'payment.secretKey')).toBe(
      'sk_test_secret_0123456789',
    );
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.payment'))
      .orderBy(auditLog.id);
    expect(JSON.stringify(audit)).not.toContain('whsec_signing');
    expect(audit.slice(-3).map((a) => (a.after as { webhookSecret: string }).webhookSecret)).toEqual([
      'replaced',
      'kept',
      'removed',
    ]);
    await pay('clear', null);
  });
});

describe('the settings changes list', () => {
  it('lists a site’s settings changes newest first, and nothing of another site', async () => {
    const changes = await listSettingsChanges(handle.db, f.alpha.site.id, 50);
    expect(changes[0]!.action).toBe('settings.payment');
    expect(changes.map((c) => c.action)).toContain('settings.theme');
    expect(changes.every((c) => c.action.startsWith('settings.'))).toBe(true);
    expect((await listSettingsChanges(handle.db, f.beta.site.id)).map((c) => c.action)).toEqual([
      'settings.contacts',
    ]);
  });
});
