import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFieldName } from '@/domain/onboarding/dealership.schema';
import type { TDbHandle } from '@/server/db/client';
import { templateDefaultMenu } from '@/domain/onboarding/template-default-menu';
import { themeContrastIssues } from '@/domain/site/theme-contrast';
import {
  auditLog,
  dealerships,
  locations,
  memberships,
  websiteDealerships,
  websites,
} from '@/server/db/schema';
import { loadViewer } from '@/server/dashboard/load-viewer';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { readDraft } from '@/server/dashboard/form-draft';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { isSiteSlugTaken } from '@/server/onboarding/create-site';
import type { TRouteHandler } from '@/server/http/with-route';

// The onboarding posts (site, dealership, location) as the dashboard serves them, on one test database: only the
// session and the cache are swapped. The tests run in order: the sites created first get the dealerships.
const state = vi.hoisted(() => ({ db: null as unknown, userId: '' }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/auth/dashboard-auth', () => ({
  getDashboardAuth: async () => ({
    // Admins here have two-factor on, as the dashboard requires of them before any page or post.
    api: { getSession: async () => ({ user: { id: state.userId, twoFactorEnabled: true } }) },
  }),
}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const { postNewSite } = await import('./post-new-site');
const { postNewDealership } = await import('./post-new-dealership');
const { postDealership } = await import('./post-dealership');
const { postNewLocation } = await import('./post-new-location');

let handle: TDbHandle;
let people: Record<'admin' | 'group' | 'otherGroup' | 'manager', TViewer>;
let nz: { id: number; slug: string };
let au: { id: number; slug: string };

const NZ_FORM = {
  name: 'Canterbury Cars Riccarton',
  slug: 'canterbury-cars-riccarton',
  street: '1 Riccarton Road',
  suburb: 'Riccarton',
  region: 'Canterbury',
  postcode: '8011',
  licence: 'M123456',
  businessNumber: '9429041234563',
  salesPhone: '03 379 1234',
  servicePhone: '03 379 1235',
  partsPhone: '',
  [makeFieldName('Toyota')]: '1',
};
const AU_FORM = {
  ...NZ_FORM,
  name: 'Perth Autos',
  slug: 'perth-autos-osborne-park',
  suburb: 'Osborne Park',
  region: 'WA',
  postcode: '6017',
  licence: 'DL 12345',
  businessNumber: '51 824 753 556',
  salesPhone: '08 9444 1234',
  servicePhone: '',
};

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  people = {
    admin: await createViewer(handle.db, 'Pat', 'platform_admin'),
    group: await createViewer(handle.db, 'Gina', 'group_admin'),
    otherGroup: await createViewer(handle.db, 'Bea', 'group_admin'),
    manager: await createViewer(handle.db, 'Mia', 'dealership_manager'),
  };
}, 60_000);
afterAll(() => handle.close());

function post<TParams>(
  route: TRouteHandler<TParams>,
  path: string,
  as: TViewer,
  form: Record<string, string>,
  params: TParams,
) {
  state.userId = as.userId;
  return route(
    new Request(`http://dashboard.localhost:3000${path}`, {
      method: 'POST',
      headers: { origin: 'http://dashboard.localhost:3000', host: 'dashboard.localhost:3000' },
      body: new URLSearchParams(form),
    }),
    { params: Promise.resolve(params) },
  );
}

const createIn = (site: { slug: string }, as: TViewer, form: Record<string, string>) =>
  post(postNewDealership, `/settings/${site.slug}/dealerships/create`, as, form, { site: site.slug });

function draftOf(response: Response, form: string): Record<string, string> | null {
  const nonce = /\?draft=([\w-]+)$/.exec(response.headers.get('location') ?? '')?.[1];
  const cookie = response.headers.get('set-cookie') ?? '';
  return readDraft(cookie.split(';')[0]!.slice('form-draft='.length), nonce, form);
}

const dealershipBySlug = async (slug: string) =>
  (await handle.db.select().from(dealerships).where(eq(dealerships.slug, slug)))[0];

const FORM = {
  name: 'Canterbury Cars',
  slug: 'canterbury-cars',
  country: 'NZ',
  template: 'checkout',
  timezone: 'Pacific/Auckland',
};

function postSite(as: TViewer, form: Record<string, string>) {
  state.userId = as.userId;
  return postNewSite(
    new Request('http://dashboard.localhost:3000/sites/create', {
      method: 'POST',
      headers: { origin: 'http://dashboard.localhost:3000', host: 'dashboard.localhost:3000' },
      body: new URLSearchParams(form),
    }),
    { params: Promise.resolve({}) },
  );
}

/** The values a refused post sent back to the form, from its draft cookie. */
const siteBySlug = async (slug: string) =>
  (await handle.db.select().from(websites).where(eq(websites.slug, slug)))[0];

describe('creating a site', () => {
  it('creates an NZ checkout site with the country’s and template’s defaults, audited, then opens its settings', async () => {
    const response = await postSite(people.admin, FORM);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/canterbury-cars');
    const site = (await siteBySlug('canterbury-cars'))!;
    expect(site).toMatchObject({
      name: 'Canterbury Cars',
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      template: 'standard',
      checkoutPath: 'checkout',
      dealershipId: null,
      navigation: templateDefaultMenu('checkout'),
      searchSettings: { provider: 'postgres' },
      featureFlags: { checkoutEnabled: true, checkout: { kind: 'reserve' } },
    });
    expect(themeContrastIssues(site.theme)).toEqual([]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.websiteId, site.id));
    expect(audit.map((a) => [a.action, a.userEmail, a.after])).toEqual([
      ['site.create', people.admin.email, FORM],
    ]);
  });

  it('creates an AU buy-online site in AUD on the buy-online path', async () => {
    const form = {
      ...FORM,
      name: 'Perth Autos',
      slug: 'perth-autos',
      country: 'AU',
      template: 'buy-online',
      timezone: 'Australia/Perth',
    };
    expect((await postSite(people.admin, form)).status).toBe(303);
    expect(await siteBySlug('perth-autos')).toMatchObject({
      currency: 'AUD',
      template: 'buy-online',
      checkoutPath: 'buy-online',
      headerVariant: 'compact',
      timezone: 'Australia/Perth',
      navigation: templateDefaultMenu('buy-online'),
      featureFlags: { checkout: { kind: 'both' } },
    });
  });

  it('refuses a slug another site has, back to the form with what was typed', async () => {
    const response = await postSite(people.admin, { ...FORM, name: 'Canterbury Cars Two' });
    expect(response.status).toBe(303);
    expect(draftOf(response, 'new-site')).toMatchObject({
      name: 'Canterbury Cars Two',
      slug: 'canterbury-cars',
    });
    expect(await isSiteSlugTaken(handle.db, 'canterbury-cars')).toBe(true);
    expect(await handle.db.select().from(websites)).toHaveLength(2);
  });

  it('refuses a time zone of the other country, back to the form', async () => {
    const response = await postSite(people.admin, {
      ...FORM,
      slug: 'christchurch-cars',
      timezone: 'Australia/Sydney',
    });
    expect(draftOf(response, 'new-site')).toMatchObject({ timezone: 'Australia/Sydney' });
    expect(await siteBySlug('christchurch-cars')).toBeUndefined();
  });

  it('answers anyone but a platform admin as a page outside their scope (404), creating nothing', async () => {
    const response = await postSite(people.group, { ...FORM, slug: 'group-site' });
    expect(response.status).toBe(404);
    expect(await siteBySlug('group-site')).toBeUndefined();
  });

  it('lets a group admin into the settings of a site once a membership names it', async () => {
    const site = (await siteBySlug('canterbury-cars'))!;
    await expect(findEditableSite(handle.db, people.group, site.slug)).rejects.toThrow('Not found.');
    await handle.db
      .insert(memberships)
      .values({ userId: people.group.userId, role: 'group_admin', websiteId: site.id });
    const given = (await loadViewer(handle.db, people.group.userId))!;
    expect((await findEditableSite(handle.db, given, site.slug)).id).toBe(site.id);
  });
});

describe('creating a dealership', () => {
  // On the NZ and AU sites created above; the other group admin is given the AU one.
  beforeAll(async () => {
    nz = (await siteBySlug('canterbury-cars'))!;
    au = (await siteBySlug('perth-autos'))!;
    await handle.db
      .insert(memberships)
      .values({ userId: people.otherGroup.userId, role: 'group_admin', websiteId: au.id });
    people.group = (await loadViewer(handle.db, people.group.userId))!;
    people.otherGroup = (await loadViewer(handle.db, people.otherGroup.userId))!;
  });

  it('creates one for the site’s group admin, linked to the site and heading it, audited', async () => {
    const response = await createIn(nz, people.group, NZ_FORM);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/canterbury-cars/dealerships?done=created');
    const d = (await dealershipBySlug('canterbury-cars-riccarton'))!;
    expect(d).toMatchObject({
      name: 'Canterbury Cars Riccarton',
      region: 'Canterbury',
      postcode: '8011',
      licenceNumber: 'M123456',
      businessNumber: '9429041234563',
      salesPhone: '03 379 1234',
      partsPhone: null,
      manufacturers: ['Toyota'],
    });
    const links = await handle.db
      .select()
      .from(websiteDealerships)
      .where(eq(websiteDealerships.dealershipId, d.id));
    expect(links.map((l) => l.websiteId)).toEqual([nz.id]);
    const [site] = await handle.db.select().from(websites).where(eq(websites.id, nz.id));
    expect(site!.dealershipId).toBe(d.id);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'dealership.create'));
    expect(audit.map((a) => [a.websiteId, a.userEmail])).toEqual([[nz.id, people.group.email]]);
  });

  it('keeps the first dealership at the head of the site when a second is added', async () => {
    const head = (await dealershipBySlug('canterbury-cars-riccarton'))!.id;
    const second = {
      ...NZ_FORM,
      name: 'Canterbury Cars Hornby',
      slug: 'canterbury-cars-hornby',
      postcode: '8042',
    };
    expect((await createIn(nz, people.admin, second)).status).toBe(303);
    const [site] = await handle.db.select().from(websites).where(eq(websites.id, nz.id));
    expect(site!.dealershipId).toBe(head);
  });

  it.each([
    ['a bad NZ postcode', () => nz, { ...NZ_FORM, slug: 'nz-bad-postcode', postcode: '801' }, 'postcode'],
    [
      'a bad NZBN',
      () => nz,
      { ...NZ_FORM, slug: 'nz-bad-nzbn', businessNumber: '9429041234564' },
      'businessNumber',
    ],
    ['an AU postcode of another state', () => au, { ...AU_FORM, postcode: '2000' }, 'postcode'],
    ['a bad ABN', () => au, { ...AU_FORM, businessNumber: '51 824 753 557' }, 'businessNumber'],
    ['a slug another dealership has', () => au, { ...AU_FORM, slug: 'canterbury-cars-riccarton' }, 'slug'],
  ] as const)('refuses %s, back to the form with what was typed', async (_what, site, form, field) => {
    const before = await handle.db.$count(dealerships);
    const response = await createIn(site(), people.admin, form);
    expect(response.status).toBe(303);
    expect(draftOf(response, 'dealership-new')).toMatchObject({ [field]: form[field] });
    expect(await handle.db.$count(dealerships)).toBe(before);
  });

  it('answers a manager and another site’s group admin with a 404, creating nothing', async () => {
    for (const who of [people.manager, people.otherGroup])
      expect((await createIn(nz, who, { ...NZ_FORM, slug: 'not-allowed' })).status).toBe(404);
    expect(await dealershipBySlug('not-allowed')).toBeUndefined();
  });
});

describe('editing a dealership and adding its location', () => {
  it('saves a change, audited with the record before and after', async () => {
    const d = (await dealershipBySlug('canterbury-cars-riccarton'))!;
    const path = `/settings/${nz.slug}/dealerships/${d.id}/save`;
    const response = await post(
      postDealership,
      path,
      people.group,
      { ...NZ_FORM, partsPhone: '03 379 1236' },
      {
        site: nz.slug,
        id: String(d.id),
      },
    );
    expect(response.headers.get('location')).toBe('/settings/canterbury-cars/dealerships?done=saved');
    expect((await dealershipBySlug('canterbury-cars-riccarton'))!.partsPhone).toBe('03 379 1236');
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'dealership.update'));
    expect([audit!.before?.partsPhone, audit!.after?.partsPhone]).toEqual([null, '03 379 1236']);
  });

  it('adds a location of a dealership of the site, its first and primary, with its licence', async () => {
    const d = (await dealershipBySlug('canterbury-cars-riccarton'))!;
    const form = {
      dealership: String(d.id),
      name: 'Canterbury Cars Riccarton Sales',
      type: 'sales',
      street: '1 Riccarton Road',
      suburb: 'Riccarton',
      region: 'Canterbury',
      postcode: '8011',
      phone: '03 379 1234',
      email: '',
    };
    const path = `/settings/${nz.slug}/locations/create`;
    const response = await post(postNewLocation, path, people.group, form, { site: nz.slug });
    const [row] = await handle.db.select().from(locations).where(eq(locations.dealershipId, d.id));
    expect(response.headers.get('location')).toBe(
      `/settings/canterbury-cars/locations/${row!.id}?done=created`,
    );
    expect(row).toMatchObject({
      city: 'Riccarton',
      state: 'Canterbury',
      primary: true,
      timezone: 'Pacific/Auckland',
    });
    expect(row!.dealerLicenseNumber).toBe('M123456');
    const refused = await post(
      postNewLocation,
      path,
      people.group,
      { ...form, postcode: 'x' },
      { site: nz.slug },
    );
    expect(draftOf(refused, 'location-new')).toMatchObject({ postcode: 'x' });
  });
});
