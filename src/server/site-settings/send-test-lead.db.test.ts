import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { startWebhookReceiver } from '@tests/stand-ins/webhook-receiver';
import { saveSiteSettings } from './save-site-settings';
import { TEST_LEAD_CATEGORY, sendTestLead } from './send-test-lead';
import { createSettingsCipher } from './settings-cipher';

const SECRET = 'whsec-test-lead-0123456789';
let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
const cipher = createSettingsCipher(randomBytes(32));
const senders = { email: async () => ({ ok: true, statusCode: null, error: null }) };

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
  webhook = await startWebhookReceiver(SECRET);
  await saveSiteSettings(
    handle.db,
    f.people.groupAlpha,
    f.alpha.site.slug,
    {
      section: 'lead-destinations',
      value: [{ kind: 'webhook', name: 'CRM', url: webhook.url, secret: SECRET }],
    },
    cipher,
  );
}, 60_000);
afterAll(async () => {
  await webhook.close();
  await handle.close();
});

describe('sendTestLead', () => {
  it('signs the test lead with the webhook secret saved sealed, as a real lead is signed', async () => {
    const target = { slug: f.alpha.site.slug, index: 0 };
    const result = await sendTestLead(handle.db, f.people.groupAlpha, target, { senders, cipher });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(webhook.state.badSignatures).toBe(0);
    const [lead] = [...webhook.received.values()] as { lead: { category: string } }[];
    expect(lead!.lead.category).toBe(TEST_LEAD_CATEGORY);
  });

  it('reports a secret that no longer opens (another settings key) as a failed attempt, sending nothing', async () => {
    const requests = webhook.state.requests;
    const other = createSettingsCipher(randomBytes(32));
    const target = { slug: f.alpha.site.slug, index: 0 };
    const result = await sendTestLead(handle.db, f.people.groupAlpha, target, { senders, cipher: other });
    expect(result).toEqual({
      ok: false,
      statusCode: null,
      error: 'The signing secret does not open: type it again.',
    });
    expect(webhook.state.requests).toBe(requests);
  });

  it('refuses an address outside WEBHOOK_ALLOW_PRIVATE without connecting, and reports no status', async () => {
    // The receiver also listens on 127.0.0.2 (all of 127/8 is this machine); the tests allow 127.0.0.1 only.
    const local = webhook.url.replace('127.0.0.1', '127.0.0.2');
    await saveSiteSettings(
      handle.db,
      f.people.groupBeta,
      f.beta.site.slug,
      { section: 'lead-destinations', value: [{ kind: 'webhook', name: 'CRM', url: local, secret: SECRET }] },
      cipher,
    );
    const requests = webhook.state.requests;
    const target = { slug: f.beta.site.slug, index: 0 };
    const result = await sendTestLead(handle.db, f.people.groupBeta, target, { senders, cipher });
    expect(result).toEqual({
      ok: false,
      statusCode: null,
      error: 'refused: 127.0.0.2 is a loopback address',
      refused: true,
    });
    expect(webhook.state.requests).toBe(requests);
  });

  it('is not found for another site’s admin, and for a destination that is not there', async () => {
    const options = { senders, cipher };
    await expect(
      sendTestLead(handle.db, f.people.groupBeta, { slug: f.alpha.site.slug, index: 0 }, options),
    ).rejects.toEqual(new DashboardError('not_found'));
    await expect(
      sendTestLead(handle.db, f.people.groupAlpha, { slug: f.alpha.site.slug, index: 5 }, options),
    ).rejects.toEqual(new DashboardError('no_destination'));
  });
});
