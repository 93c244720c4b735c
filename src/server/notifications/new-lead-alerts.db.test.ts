import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { deactivatedUsers, leadAlertContacts, notificationOptOuts, smsOutbox } from '@/server/db/schema';
import { createLead } from '@/server/leads/create-lead';
import { ZLead } from '@/server/leads/lead-request.schema';
import { updateLead } from '@/server/leads/update-lead';
import type { TSite } from '@/server/websites/site.types';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { enqueueNewLeadAlerts } from './enqueue-new-lead-alerts';
import { loadLeadAlertContacts, saveLeadAlertContacts } from './lead-alert-contacts-store';
import { loadNotificationChoices, saveNotificationChoices } from './notification-opt-outs';
import { unsubscribeWithToken } from './unsubscribe-request';
import { lastMailId as lastMailIdIn, mailSince as mailSinceIn } from '@tests/fixtures/mail-outbox';

let handle: TDbHandle;
let site: TSite;
let carId: number;
let dealershipId: number;
const meta = { userAgent: 'vitest', referer: null };

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createLeadFixture(handle.db, 'alerts', []));
  dealershipId = site.dealershipIds[0]!;
}, 60_000);
afterAll(() => handle.close());

const lead = (extra: Record<string, unknown> = {}) =>
  ZLead.parse({
    category: 'Used Vehicle Enquiry',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '+61 412 345 678',
    message: 'Is it still available?\nCan I see it Saturday?',
    car_id: carId,
    ...extra,
  });

const mailSince = (id: number) => mailSinceIn(handle.db, id);
const lastMailId = () => lastMailIdIn(handle.db);

describe('new-lead emails', () => {
  it('go to the sales contacts of the lead’s category, multipart, with tel:, mailto: and one link to the lead', async () => {
    const sam = await createViewer(handle.db, 'Sam Sales', 'salesperson', { dealershipId });
    await handle.db.insert(leadAlertContacts).values([
      { dealershipId, category: 'Used Vehicle Enquiry', userId: sam.userId },
      { dealershipId, category: 'Used Vehicle Enquiry', email: 'desk@dealer.example' },
      { dealershipId, category: 'Finance', email: 'finance@dealer.example' },
    ]);
    const before = await lastMailId();
    const created = await createLead(handle.db, site, lead({ idempotency_key: 'alerts-key-1' }), meta);
    const mail = await mailSince(before);
    expect(mail.map((m) => m.to)).toEqual(['desk@dealer.example', sam.email]);
    const [plain, user] = mail;
    expect(user!.subject).toBe('New Used Vehicle enquiry: 2022 Toyota HiLux – Jo');
    expect(user!.fromName).toBe('alerts Motors');
    const link = `http://dashboard.localhost:3000/leads/${created.id}`;
    for (const part of [user!.html!, user!.text]) {
      expect(part.split(link)).toHaveLength(2);
      expect(part).toContain('Is it still available?');
    }
    expect(user!.html).toContain('href="tel:0412345678"');
    expect(user!.html).toContain('href="mailto:jo@example.com"');
    expect(user!.text).toContain('Phone: 0412345678');
    expect(user!.headers).toBeNull();
    expect(user!.text).toContain('You get this email as a sales contact for Used Vehicle enquiries.');
    expect(user!.text).toContain('http://dashboard.localhost:3000/account/notifications');
    // Someone who does not sign in gets RFC 8058's one-click unsubscribe.
    expect(plain!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/dashboard\.localhost:3000\/unsubscribe\/one-click\?token=[\w-]+\.[\w-]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // A retry of the same submission stores nothing and sends nothing again.
    const again = await createLead(handle.db, site, lead({ idempotency_key: 'alerts-key-1' }), meta);
    expect(again).toMatchObject({ id: created.id, repeat: true });
    expect(await mailSince(before)).toHaveLength(2);
  });

  it('skip people who turned them off, were deactivated or no longer belong, and unsubscribed addresses', async () => {
    const off = await createViewer(handle.db, 'Olive Off', 'salesperson', { dealershipId });
    const gone = await createViewer(handle.db, 'Dee Deactivated', 'salesperson', { dealershipId });
    const elsewhere = await createViewer(handle.db, 'Ella Elsewhere', 'salesperson', {});
    const on = await createViewer(handle.db, 'Ona On', 'dealership_manager', { dealershipId });
    await handle.db.insert(leadAlertContacts).values(
      [off, gone, elsewhere, on]
        .map((v) => ({ dealershipId, category: 'Test Drive', userId: v.userId }) as { email?: string })
        .concat([{ email: 'left@dealer.example' }, { email: 'ona.on@test.example' }])
        .map((c) => ({ dealershipId, category: 'Test Drive', ...c })),
    );
    await handle.db.insert(notificationOptOuts).values([
      { userId: off.userId, kind: 'new_lead' },
      { userId: on.userId, kind: 'assigned' },
      { email: 'left@dealer.example', kind: 'new_lead' },
    ]);
    await handle.db.insert(deactivatedUsers).values({ userId: gone.userId });
    const before = await lastMailId();
    await createLead(handle.db, site, lead({ category: 'Test Drive', car_id: undefined }), meta);
    const mail = await mailSince(before);
    // Ona once, as the user, though her address is also a plain contact.
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['ona.on@test.example', 'New Test Drive enquiry – Jo'],
    ]);
  });

  it('wait for a partial lead to be completed, and roll back with a lead that is not stored', async () => {
    await handle.db
      .insert(leadAlertContacts)
      .values({ dealershipId, category: 'Finance', email: 'fi@dealer.example' });
    const before = await lastMailId();
    const started = await createLead(
      handle.db,
      site,
      lead({ category: 'Finance', form_completed: false }),
      meta,
    );
    expect(await mailSince(before)).toEqual([]);
    if (started.spam || !started.secret) throw new Error('no partial lead');
    await updateLead(handle.db, site, started.id, lead({ category: 'Finance' }), {
      ...meta,
      secret: started.secret,
    });
    expect((await mailSince(before)).map((m) => m.to)).toEqual([
      'fi@dealer.example',
      'finance@dealer.example',
    ]);

    const mid = await lastMailId();
    const failing = async () => {
      throw new Error('valuation row refused');
    };
    await expect(
      createLead(handle.db, site, lead({ category: 'Finance' }), meta, 'server', failing),
    ).rejects.toThrow('valuation row refused');
    expect(await mailSince(mid)).toEqual([]);
  });

  it('text contacts with a mobile number only when SMS is on', async () => {
    await handle.db
      .insert(leadAlertContacts)
      .values({ dealershipId, category: 'Parts', phone: '+61400000001' });
    const created = await createLead(handle.db, site, lead({ category: 'Parts' }), meta);
    expect(await handle.db.select().from(smsOutbox)).toEqual([]);
    const queued = await handle.db.transaction((tx) =>
      enqueueNewLeadAlerts(tx, created.id!, { secret: () => 'test-secret', sms: true }),
    );
    expect(queued).toBe(1);
    const [text] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+61400000001'));
    expect(text!.body).toBe(
      `New Parts enquiry: 2022 Toyota HiLux – Jo. http://dashboard.localhost:3000/leads/${created.id}`,
    );
  });

  it('are set per dealership and category: a member’s address as that user, any other as a plain contact', async () => {
    const { db } = handle;
    const admin = await createViewer(db, 'Gail Group', 'group_admin', { websiteId: site.id });
    const outsider = await createViewer(db, 'Otto Outside', 'salesperson', {});
    await saveLeadAlertContacts(
      db,
      admin,
      { websiteId: site.id, dealershipId },
      {
        Fleet: [
          { kind: 'email', email: admin.email },
          { kind: 'email', email: outsider.email },
          { kind: 'phone', phone: '+64210000002' },
        ],
      },
    );
    const rows = await db.select().from(leadAlertContacts).where(eq(leadAlertContacts.category, 'Fleet'));
    expect(rows.map((r) => [r.userId, r.email, r.phone])).toEqual([
      [admin.userId, null, null],
      [null, outsider.email, null],
      [null, null, '+64210000002'],
    ]);
    expect((await loadLeadAlertContacts(db, dealershipId)).get('Fleet')).toEqual([
      admin.email,
      outsider.email,
      '+64210000002',
    ]);
    // Saving replaces the dealership's whole list.
    await saveLeadAlertContacts(db, admin, { websiteId: site.id, dealershipId }, { Fleet: [] });
    expect((await loadLeadAlertContacts(db, dealershipId)).size).toBe(0);
  });

  it('stop for a user who turns them off on their account page, and for an address that clicks unsubscribe', async () => {
    const { db } = handle;
    const pia = await createViewer(db, 'Pia Profile', 'salesperson', { dealershipId });
    await db.insert(leadAlertContacts).values([
      { dealershipId, category: 'Insurance', userId: pia.userId },
      { dealershipId, category: 'Insurance', email: 'broker@dealer.example' },
    ]);
    let before = await lastMailId();
    await createLead(db, site, lead({ category: 'Insurance' }), meta);
    const [first] = (await mailSince(before)).filter((m) => m.to === 'broker@dealer.example');
    const oneClick = /<([^>]+)>/.exec(first!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(oneClick).searchParams.get('token');

    await saveNotificationChoices(db, pia.userId, {
      new_lead: false,
      assigned: true,
      digest: true,
      weekly_summary: true,
    });
    expect(await loadNotificationChoices(db, pia.userId)).toEqual({
      new_lead: false,
      assigned: true,
      digest: true,
      weekly_summary: true,
    });
    // A forged token changes nothing; the email's own does, and a second click is harmless.
    expect(await unsubscribeWithToken(db, `${token}x`, 'dashboard-test-secret')).toBeNull();
    const secret = (await import('@/server/payments/server-secret')).serverSecret();
    expect(await unsubscribeWithToken(db, token, secret)).toEqual({ email: 'broker@dealer.example' });
    expect(await unsubscribeWithToken(db, token, secret)).toEqual({ email: 'broker@dealer.example' });

    before = await lastMailId();
    await createLead(db, site, lead({ category: 'Insurance' }), meta);
    expect(await mailSince(before)).toEqual([]);
    await saveNotificationChoices(db, pia.userId, {
      new_lead: true,
      assigned: true,
      digest: true,
      weekly_summary: true,
    });
    await createLead(db, site, lead({ category: 'Insurance' }), meta);
    expect((await mailSince(before)).map((m) => m.to)).toEqual([pia.email]);
  });
});
