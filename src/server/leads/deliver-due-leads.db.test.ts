import { randomBytes } from 'node:crypto';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { deliveryAttempts, leadDeliveries, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLead } from '@/server/leads/create-lead';
import { ZLead } from '@/server/leads/lead-request.schema';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { startWebhookReceiver } from '@tests/stand-ins/webhook-receiver';
import { createEmailAdfSender } from '@/server/providers/lead-destinations/email-adf';
import { sealLeadDestinations } from '@/server/site-settings/lead-destination-secrets';
import { sealClearWebhookSecrets } from '@/server/site-settings/seal-clear-webhook-secrets';
import { createSettingsCipher } from '@/server/site-settings/settings-cipher';
import type { TSite } from '@/server/websites/site.types';
import { deliverDueLeads } from './deliver-due-leads';
import { retryParkedDeliveries } from './retry-parked-deliveries';

let handle: TDbHandle;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: SMTPServer;
let smtpPort: number;
const mails: string[] = [];
let site: TSite;
let mailOnly: TSite;
const policy = { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 };
const meta = { userAgent: 'vitest', referer: null };
const cipher = createSettingsCipher(randomBytes(32));

beforeAll(async () => {
  handle = await createTestDb();
  webhook = await startWebhookReceiver('whsec_test_0123456789');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
  ({ site } = await createLeadFixture(handle.db, 'hook', []));
  // As the dashboard saves it: the signing secret sealed with the settings key.
  const sealed = sealLeadDestinations(cipher, site.id, [
    { kind: 'webhook', name: 'CRM', url: webhook.url, secret: 'whsec_test_0123456789' },
  ]);
  await handle.db.update(websites).set({ leadDestinations: sealed }).where(eq(websites.id, site.id));
  site = { ...site, leadDestinations: sealed };
  ({ site: mailOnly } = await createLeadFixture(handle.db, 'mail', [
    { kind: 'email-adf', name: 'Sales desk', to: 'sales@mail.example', from: 'noreply@forecourt.example' },
  ]));
});

afterAll(async () => {
  await webhook.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

function senders() {
  return {
    email: createEmailAdfSender({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir: '/nonexistent' }),
  };
}

const lead = (n: number) =>
  ZLead.parse({
    category: 'General Enquiry',
    name: `Visitor ${n}`,
    email: `v${n}@example.com`,
    phone: '0412 345 678',
    message: `<script>x</script> ${n}`,
  });

/** The message with its base64 parts decoded, so assertions read the ADF XML as sent. */
function decodeParts(raw: string): string {
  return raw.replace(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\n]*\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    (part, body: string) => `${part}\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`,
  );
}

async function drain(max = 50) {
  for (let i = 0; i < max; i++) {
    if ((await deliverDueLeads(handle.db, { cipher, senders: senders(), policy, batchSize: 50 })) === 0)
      return;
  }
}

describe('deliverDueLeads', () => {
  it('relays partner-route leads to the partner as customer JSON with the lead id as idempotency key', async () => {
    const { createServer } = await import('node:http');
    const seen: {
      key?: string;
      partner?: string;
      body?: { customer: { email: string; lead_id: string } };
    }[] = [];
    const partner = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({
          key: req.headers['idempotency-key'] as string,
          partner: req.headers['x-forecourt-partner'] as string,
          body: JSON.parse(body),
        });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => partner.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(partner.address() as { port: number }).port}/customers`;
    const { site: taurusSite } = await createLeadFixture(handle.db, 'taurus', [
      { kind: 'taurus', name: 'Taurus', url },
    ]);
    const { id } = await createLead(handle.db, taurusSite, lead(7), meta, 'taurus');
    await drain();
    partner.close();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      key: id,
      partner: 'taurus',
      body: { customer: { email: 'v7@example.com', lead_id: id } },
    });
  });

  it('emails the lead as ADF XML over SMTP', async () => {
    const { id } = await createLead(handle.db, mailOnly, lead(0), meta);
    await drain();
    const mail = mails.map(decodeParts).find((m) => m.includes(id!));
    expect(mail).toContain('<?adf version="1.0"?>');
    expect(mail).toContain('application/x-adf+xml');
    expect(mail).not.toContain('<script>');
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries with backoff, records every attempt, parks after the last, and an operator retry delivers', async () => {
    webhook.state.up = false;
    const { id } = await createLead(handle.db, site, lead(1), meta);
    for (let i = 0; i < 5; i++) {
      await deliverDueLeads(handle.db, { cipher, senders: senders(), policy });
      await new Promise((r) => setTimeout(r, 5));
    }
    const [parked] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(parked).toMatchObject({ status: 'parked', attempts: 3, lastError: 'HTTP 503' });
    expect(await handle.db.$count(deliveryAttempts, eq(deliveryAttempts.deliveryId, parked!.id))).toBe(3);
    webhook.state.up = true;
    expect(await retryParkedDeliveries(handle.db, mailOnly.id)).toBe(0);
    expect(await retryParkedDeliveries(handle.db, site.id, [parked!.id])).toBe(1);
    await drain();
    expect(webhook.received.has(id!)).toBe(true);
    expect(webhook.state.badSignatures).toBe(0);
  });

  it('signs with a secret saved in clear before ADR 0021, and the one-time upgrade seals it in place', async () => {
    const legacy = {
      kind: 'webhook' as const,
      name: 'Old CRM',
      url: webhook.url,
      secret: 'whsec_test_0123456789',
    };
    const { site: old } = await createLeadFixture(handle.db, 'legacy', [legacy]);
    const first = await createLead(handle.db, old, lead(50), meta);
    await drain();
    expect(webhook.received.has(first.id!)).toBe(true);

    expect(await sealClearWebhookSecrets(handle.db, cipher)).toBe(1);
    expect(await sealClearWebhookSecrets(handle.db, cipher)).toBe(0);
    const [row] = await handle.db.select().from(websites).where(eq(websites.id, old.id));
    const stored = JSON.stringify(row!.leadDestinations);
    expect(stored).not.toContain('whsec_test_0123456789');
    expect(row!.leadDestinations).toEqual([
      { kind: 'webhook', name: 'Old CRM', url: webhook.url, sealedSecret: expect.stringMatching(/^v1\./) },
    ]);
    const second = await createLead(
      handle.db,
      { ...old, leadDestinations: row!.leadDestinations },
      lead(51),
      meta,
    );
    await drain();
    expect(webhook.received.has(second.id!)).toBe(true);
    expect(webhook.state.badSignatures).toBe(0);
  });

  it('a sealed secret copied into another site’s row does not open: the attempt fails, nothing is sent', async () => {
    const { site: copy } = await createLeadFixture(handle.db, 'copy', []);
    await handle.db
      .update(websites)
      .set({ leadDestinations: site.leadDestinations })
      .where(eq(websites.id, copy.id));
    const requests = webhook.state.requests;
    const { id } = await createLead(
      handle.db,
      { ...copy, leadDestinations: site.leadDestinations },
      lead(52),
      meta,
    );
    await deliverDueLeads(handle.db, { cipher, senders: senders(), policy });
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/auth|decrypt/i);
    expect(webhook.state.requests).toBe(requests);
    await handle.db.delete(leadDeliveries).where(eq(leadDeliveries.leadId, id!)); // not the later tests' to send
  });

  it('reliability: a burst of 200 leads while the webhook is down is delivered exactly once when it is back', async () => {
    webhook.state.up = false;
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, n) => createLead(handle.db, site, lead(100 + n), meta)),
    );
    await deliverDueLeads(handle.db, {
      cipher,
      senders: senders(),
      policy: { ...policy, maxAttempts: 100 },
      batchSize: 200,
    });
    expect(ids.every(({ id }) => !webhook.received.has(id!))).toBe(true);
    webhook.state.up = true;
    for (let round = 0; round < 20; round++) {
      await new Promise((r) => setTimeout(r, 5));
      await deliverDueLeads(handle.db, {
        cipher,
        senders: senders(),
        policy: { ...policy, maxAttempts: 100 },
        batchSize: 200,
      });
    }
    for (const { id } of ids) expect(webhook.received.has(id!)).toBe(true);
    expect(webhook.state.duplicates).toBe(0);
    expect(webhook.state.badSignatures).toBe(0);
    const pending = await handle.db.$count(leadDeliveries, eq(leadDeliveries.status, 'pending'));
    expect(pending).toBe(0);
    // 200 leads and 20 drains: on two cores busy with the journeys beside it, longer than the default 30 s.
  }, 120_000);

  it('an attempt with no answer is recorded as failed after the send timeout, and the run goes on', async () => {
    const { id } = await createLead(handle.db, mailOnly, lead(400), meta);
    const never = { email: () => new Promise<never>(() => {}) };
    const started = Date.now();
    expect(await deliverDueLeads(handle.db, { cipher, senders: never, policy, sendTimeoutMs: 100 })).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'No answer within 0.1 s.' });
    await drain();
    const [delivered] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('an SMTP server that never greets fails the attempt after the mail timeout, not nodemailer’s 30 s', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const mute = {
      email: createEmailAdfSender({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailDir: '/nonexistent',
        timeoutMs: 200,
      }),
    };
    const { id } = await createLead(handle.db, mailOnly, lead(401), meta);
    const started = Date.now();
    await deliverDueLeads(handle.db, { cipher, senders: mute, policy, sendTimeoutMs: 20_000 });
    const elapsed = Date.now() - started;
    for (const socket of sockets) socket.destroy();
    silent.close();
    expect(elapsed).toBeLessThan(5000);
    const [row] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/^No answer from the mail server within 0\.2 s \(/);
  });
});
