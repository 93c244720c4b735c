import path from 'node:path';
import { env } from '@/env';
import { getDbHandle } from '@/server/db/db';
import { vacuumEmbeddedLeads } from '@/server/db/vacuum-embedded-leads';
import { deidentifyExpiredLeads } from '@/server/leads/deidentify-expired-leads';
import { deliverDueMail } from '@/server/mail/deliver-due-mail';
import { createMailSender } from '@/server/mail/mail-sender';
import { createEmailAdfSender } from '@/server/providers/lead-destinations/email-adf';
import { cancelEndedPayments } from '@/server/payments/cancel-ended-payments';
import { deliverDueWebhooks } from '@/server/payments/deliver-due-webhooks';
import { expireHolds } from '@/server/payments/expire-holds';
import { appPaymentConfig } from '@/server/payments/payment-config';
import { serverSecret } from '@/server/payments/server-secret';
import { pushDueIndexChanges } from '@/server/search/push-due-index-changes';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { sealClearWebhookSecrets } from '@/server/site-settings/seal-clear-webhook-secrets';
import { deliverDueLeads } from '@/server/leads/deliver-due-leads';

const globalForWorker = globalThis as unknown as { forecourtOutbox?: NodeJS.Timeout };

/** How often leads past their site's retention period are looked for and de-identified. */
const DEIDENTIFY_EVERY_MS = 60 * 60 * 1000;

/**
 * Starts the in-process outbox worker (once per process, from src/instrumentation.ts): every
 * OUTBOX_POLL_MS it delivers due lead deliveries (each claimed for OUTBOX_LEASE_MS) and the queued emails, then pushes due stock
 * changes to hosted search indexes, releases expired checkout holds (withdrawing their Stripe payments) and delivers the demo processor's webhook events; once an hour (and on its first run) it de-identifies the leads kept past
 * their site's retention period and, on PGlite, vacuums and analyses the leads table (vacuumEmbeddedLeads). Its first
 * run seals the webhook secrets a site still holds in clear (ADR 0021). Runs never overlap; a failed run is logged and the next tick tries again.
 * OUTBOX_POLL_MS=0 leaves it off (a separate worker process can run deliverDueLeads and pushDueIndexChanges).
 */
export function startOutboxWorker(): void {
  if (globalForWorker.forecourtOutbox || env.OUTBOX_POLL_MS === 0) return;
  const mailDir = path.join(env.DATA_DIR, 'mail');
  const senders = { email: createEmailAdfSender({ smtpUrl: env.SMTP_URL, mailDir }) };
  const sendMail = createMailSender({ smtpUrl: env.SMTP_URL, mailDir, from: env.MAIL_FROM });
  const demoWebhookBase = env.DEMO_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
  const cipher = getSettingsCipher();
  let running = false;
  let secretsSealed = false;
  let lastDeidentified = 0;
  // Each outbox drains on its own, so a failing one does not hold the other up.
  const drain = async (what: string, pass: () => Promise<number>) => {
    try {
      while ((await pass()) > 0) {
        // keep draining while a burst is due
      }
    } catch (error) {
      console.error(`${what} run failed`, error);
    }
  };
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const handle = await getDbHandle();
      const { db } = handle;
      if (!secretsSealed) {
        // Its own try: a failure is logged and tried again next tick, without holding the deliveries up.
        try {
          const sites = await sealClearWebhookSecrets(db, cipher);
          if (sites > 0) console.log(`Sealed the webhook signing secrets of ${sites} site(s) (ADR 0021).`);
          secretsSealed = true;
        } catch (error) {
          console.error('webhook secret sealing failed', error);
        }
      }
      await drain('outbox worker', () =>
        deliverDueLeads(db, { senders, cipher, leaseMs: env.OUTBOX_LEASE_MS }),
      );
      await drain('dashboard mail', () =>
        deliverDueMail(db, { send: sendMail, leaseMs: env.OUTBOX_LEASE_MS }),
      );
      await drain('search index push', () => pushDueIndexChanges(db));
      await drain('hold expiry', async () => {
        const ended = await expireHolds(db);
        await cancelEndedPayments(db, ended, appPaymentConfig);
        return ended.length;
      });
      await drain('demo payment webhooks', () =>
        deliverDueWebhooks(db, { baseUrl: demoWebhookBase, serverSecret: serverSecret() }),
      );
      if (Date.now() - lastDeidentified >= DEIDENTIFY_EVERY_MS) {
        lastDeidentified = Date.now();
        await drain('lead de-identification', () => deidentifyExpiredLeads(db));
        await vacuumEmbeddedLeads(handle);
      }
    } catch (error) {
      console.error('outbox worker run failed', error);
    } finally {
      running = false;
    }
  };
  globalForWorker.forecourtOutbox = setInterval(() => void tick(), env.OUTBOX_POLL_MS);
  globalForWorker.forecourtOutbox.unref();
}
