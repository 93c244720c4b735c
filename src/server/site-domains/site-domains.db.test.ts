import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { createLeadFixture, createLocationFixture } from '@tests/fixtures/lead-fixture';
import { loadGoLiveFacts } from '@/server/publishing/load-go-live-facts';
import { setSitePublished } from '@/server/publishing/set-site-published';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { findSite } from '@/server/websites/find-site';
import { addSiteDomains } from './add-site-domains';
import { chooseCanonicalDomain } from './choose-canonical-domain';
import { isServedHost } from './is-served-host';
import { listSiteDomains } from './list-site-domains';
import { loadDomainRedirects } from './load-domain-redirects';
import { removeSiteDomain } from './remove-site-domain';

let handle: TDbHandle;
let admin: TViewer;
let alphaId: number;
let betaId: number;
let gammaId: number;
let gammaDealershipId: number;
const DASHBOARD = 'dashboard.localhost:3000';

beforeAll(async () => {
  handle = await createTestDb();
  alphaId = (await createLeadFixture(handle.db, 'alpha', [])).site.id;
  betaId = (await createLeadFixture(handle.db, 'beta', [])).site.id;
  admin = await createViewer(handle.db, 'Pat', 'platform_admin');
});

afterAll(() => handle.close());

const add = (slug: string, host: string, twin = true) =>
  addSiteDomains(handle.db, admin, slug, { host, twin, dashboardHost: DASHBOARD });

describe('site domains', () => {
  it('adds an apex with its www. twin, the www. one canonical, and the site is found on both', async () => {
    expect(await add('alpha', 'canterburycars.localhost')).toEqual({
      ok: true,
      websiteId: alphaId,
      added: ['canterburycars.localhost', 'www.canterburycars.localhost'],
    });
    expect(await listSiteDomains(handle.db, alphaId)).toMatchObject([
      { host: 'www.canterburycars.localhost', canonical: true },
      { host: 'canterburycars.localhost', canonical: false },
    ]);
    for (const host of ['canterburycars.localhost', 'www.canterburycars.localhost']) {
      expect((await findSite(handle.db, { host }))?.slug).toBe('alpha');
    }
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.domains.add'));
    expect(audit?.after).toMatchObject({ canonical: 'www.canterburycars.localhost' });
  });

  it.each([
    ['the same host', 'canterburycars.localhost', false],
    ['a host whose twin the other site has', 'www.canterburycars.localhost', true],
  ])('refuses another site %s', async (_, host, twin) => {
    expect(await add('beta', host, twin)).toEqual({ ok: false, reason: 'taken', host });
    expect(await listSiteDomains(handle.db, betaId)).toEqual([]);
  });

  it.each([
    ['another site’s own local address', 'alpha.localhost', 'alpha.localhost'],
    ['the dashboard’s host', 'dashboard.localhost', 'dashboard.localhost'],
  ])('refuses %s', async (_, host, named) => {
    expect(await add('beta', host, false)).toEqual({ ok: false, reason: 'reserved', host: named });
  });

  it.each([
    ['www.canterburycars.localhost', true],
    [' WWW.Canterburycars.localhost ', true],
    ['dashboard.localhost', true],
    ['alpha.localhost', false],
    ['attacker.example', false],
    ['', false],
  ])('answers the TLS question for %j: %s', async (host, served) => {
    expect(await isServedHost(handle.db, host, DASHBOARD)).toBe(served);
  });

  it('keeps a host the site already has as it is', async () => {
    expect(await add('alpha', 'www.canterburycars.localhost')).toMatchObject({ ok: true, added: [] });
  });

  it('redirects a published site’s other domains to its canonical one, and an unpublished site’s not at all', async () => {
    expect(await loadDomainRedirects(handle.db)).toEqual(
      new Map([['canterburycars.localhost', 'www.canterburycars.localhost']]),
    );
    await handle.db.update(websites).set({ publishedAt: null }).where(eq(websites.id, alphaId));
    expect(await loadDomainRedirects(handle.db)).toEqual(new Map());
    await handle.db.update(websites).set({ publishedAt: new Date() }).where(eq(websites.id, alphaId));
  });

  it('makes another domain canonical, and the redirect turns round', async () => {
    await chooseCanonicalDomain(handle.db, admin, 'alpha', 'canterburycars.localhost');
    expect(await loadDomainRedirects(handle.db)).toEqual(
      new Map([['www.canterburycars.localhost', 'canterburycars.localhost']]),
    );
  });

  it('removing the canonical domain makes its twin canonical', async () => {
    await removeSiteDomain(handle.db, admin, 'alpha', 'canterburycars.localhost');
    expect(await listSiteDomains(handle.db, alphaId)).toMatchObject([
      { host: 'www.canterburycars.localhost', canonical: true },
    ]);
    expect(await findSite(handle.db, { host: 'canterburycars.localhost' })).toBeNull();
  });

  it('lets another site take a host once it is free', async () => {
    expect(await add('beta', 'canterburycars.localhost', false)).toMatchObject({ ok: true });
  });

  it('refuses a person who may not edit the site, as not found', async () => {
    const outsider = await createViewer(handle.db, 'Bea', 'group_admin', { websiteId: betaId });
    await expect(
      addSiteDomains(handle.db, outsider, 'alpha', {
        host: 'x.example',
        twin: false,
        dashboardHost: DASHBOARD,
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

// Publishing is decided from the same site tables: one database for both, as the tests' time is counted.
const CRM = 'https://crm.example/leads';

beforeAll(async () => {
  const { site } = await createLeadFixture(handle.db, 'gamma', [
    { kind: 'webhook', name: 'CRM', url: CRM, secret: 'whsec_0123456789abcdef' },
  ]);
  gammaId = site.id;
  gammaDealershipId = site.dealershipIds[0]!;
  await handle.db.update(websites).set({ publishedAt: null }).where(eq(websites.id, gammaId));
});

const facts = async () => loadGoLiveFacts(handle.db, await findEditableSite(handle.db, admin, 'gamma'));
const testLead = (address: string, ok: boolean) =>
  handle.db.insert(auditLog).values({
    userEmail: admin.email,
    websiteId: gammaId,
    action: 'settings.test-lead',
    after: { destination: 'CRM', kind: 'webhook', address, ok },
  });

describe('publishing a site', () => {
  it('is refused while blockers stand, and leaves the site unpublished', async () => {
    expect(await facts()).toMatchObject({
      locations: 0,
      cars: 1,
      privacyContact: false,
      testedLeadDestinations: 0,
    });
    expect(await setSitePublished(handle.db, admin, 'gamma', true)).toEqual({ ok: false, reason: 'blocked' });
    const [row] = await handle.db.select().from(websites).where(eq(websites.id, gammaId));
    expect(row?.publishedAt).toBeNull();
  });

  it('counts a destination tested only by a delivered test to its present address', async () => {
    await testLead(CRM, false);
    await testLead('https://old-crm.example/leads', true);
    expect((await facts()).testedLeadDestinations).toBe(0);
    await testLead(CRM, true);
    expect((await facts()).testedLeadDestinations).toBe(1);
  });

  it('publishes once every blocker is met, then unpublishes, each on the audit log', async () => {
    await createLocationFixture(handle.db, gammaDealershipId, {
      name: 'Gamma',
      slug: 'gamma',
      primary: true,
      email: 'privacy@gamma.example',
    });
    expect(await facts()).toMatchObject({ locations: 1, privacyContact: true, domains: 0 });
    const now = new Date('2026-11-28T01:00:00Z');
    expect(await setSitePublished(handle.db, admin, 'gamma', true, now)).toEqual({
      ok: true,
      websiteId: gammaId,
    });
    expect((await handle.db.select().from(websites).where(eq(websites.id, gammaId)))[0]?.publishedAt).toEqual(
      now,
    );
    await setSitePublished(handle.db, admin, 'gamma', false);
    expect(
      (await handle.db.select().from(websites).where(eq(websites.id, gammaId)))[0]?.publishedAt,
    ).toBeNull();
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.websiteId, gammaId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['settings.publish', 'settings.unpublish']));
  });
});
