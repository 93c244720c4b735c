import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { env } from '@/env';
import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import { vacuumEmbeddedLeads } from '@/server/db/vacuum-embedded-leads';
import { deidentifyExpiredLeads } from '@/server/leads/deidentify-expired-leads';
import { deliverDueLeads } from '@/server/leads/deliver-due-leads';
import { deliverDueMail } from '@/server/mail/deliver-due-mail';
import { createMailSender } from '@/server/mail/mail-sender';
import type { TDbHandle } from '@/server/db/client';
import { deliverDueSms } from '@/server/notifications/deliver-due-sms';
import { sendOverdueDigests } from '@/server/notifications/send-overdue-digests';
import { smsSenderFromEnv } from '@/server/providers/sms/sms-sender-from-env';
import { cancelEndedPayments } from '@/server/payments/cancel-ended-payments';
import { deliverDueWebhooks } from '@/server/payments/deliver-due-webhooks';
import { expireHolds } from '@/server/payments/expire-holds';
import { appPaymentConfig } from '@/server/payments/payment-config';
import { serverSecret } from '@/server/payments/server-secret';
import { createEmailAdfSender } from '@/server/providers/lead-destinations/email-adf';
import { sendMondaySummaries } from '@/server/reports/send-monday-summaries';
import { pushDueIndexChanges } from '@/server/search/push-due-index-changes';
import { resumeStockImportJobs } from '@/server/stock-import/run-stock-import-job';
import { recordStockKeyImport } from '@/server/stock-api-keys/stock-api-keys';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { sealClearWebhookSecrets } from '@/server/site-settings/seal-clear-webhook-secrets';
import type { TJob } from './job.types';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const FIVE_MINUTES_MS = 5 * MINUTE_MS;

/**
 * Runs `pass` until it finds nothing due, so a burst is worked off within one tick; returns how many it did. A
 * shutdown (`stopping`) ends it after the pass in hand, whose claimed rows are then sent or handed back
 * (src/server/shutdown).
 */
async function drain(pass: () => Promise<number>, stopping: () => boolean): Promise<number> {
  let total = 0;
  for (let done = await pass(); done > 0; done = await pass()) {
    total += done;
    if (stopping()) break;
  }
  return total;
}

/**
 * The app's scheduled work, in the order each tick runs it (ADR 0029). New scheduled work is a row here,
 * never an import into server/outbox.
 */
export function appJobs(stopping: () => boolean = () => false): TJob[] {
  const mailDir = path.join(env.DATA_DIR, 'mail');
  const senders = { email: createEmailAdfSender({ smtpUrl: env.SMTP_URL, mailDir }) };
  const sendMail = createMailSender({ smtpUrl: env.SMTP_URL, mailDir, from: env.MAIL_FROM });
  const demoWebhookBase = env.DEMO_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
  const cipher = getSettingsCipher();
  const leaseMs = env.OUTBOX_LEASE_MS;
  const sendSms = smsSenderFromEnv();
  return [
    // Once per start (ADR 0021): idempotent, each site re-read under a lock, and nearly free once none is in clear.
    {
      name: 'seal clear webhook secrets',
      every: 'start',
      // The count of sites whose secrets were sealed goes on the job's log line.
      run: ({ db }) => sealClearWebhookSecrets(db, cipher),
    },
    // Every tick on every server: the outboxes claim their rows with leases (claimDueRows), so servers share them.
    {
      name: 'deliver leads',
      every: 'tick',
      run: ({ db }) => drain(() => deliverDueLeads(db, { senders, cipher, leaseMs }), stopping),
    },
    {
      name: 'deliver dashboard mail',
      every: 'tick',
      run: ({ db }) => drain(() => deliverDueMail(db, { send: sendMail, leaseMs }), stopping),
    },
    // Only with SMS_PROVIDER set: new-lead texts are queued only then (newLeadAlertOptions).
    ...(sendSms
      ? [
          {
            name: 'deliver new-lead texts',
            every: 'tick' as const,
            run: ({ db }: TDbHandle) => drain(() => deliverDueSms(db, { send: sendSms, leaseMs }), stopping),
          },
        ]
      : []),
    {
      name: 'push search index changes',
      every: 'tick',
      run: ({ db }) => drain(() => pushDueIndexChanges(db), stopping),
    },
    // Every tick: a large stock feed whose server stopped or died mid-way goes on from its last batch (in the
    // background, one a process at a time, so this tick's other jobs are not held up).
    {
      name: 'resume stock import jobs',
      every: 'tick',
      run: ({ db }) =>
        resumeStockImportJobs(db, {
          revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
          recordKeyImport: recordStockKeyImport,
          stop: stopping,
        }),
    },
    // Every tick: a buyer's expired hold frees the car at once; one UPDATE … RETURNING hands each hold to one server.
    {
      name: 'expire holds and cancel their payments',
      every: 'tick',
      run: ({ db }) =>
        drain(async () => {
          const ended = await expireHolds(db);
          await cancelEndedPayments(db, ended, appPaymentConfig);
          return ended.length;
        }, stopping),
    },
    {
      name: 'deliver demo payment webhooks',
      every: 'tick',
      run: ({ db }) =>
        drain(
          () => deliverDueWebhooks(db, { baseUrl: demoWebhookBase, serverSecret: serverSecret() }),
          stopping,
        ),
    },
    // Hourly, once across servers: retention is counted in days, and each pass scans every site's old leads.
    {
      name: 'de-identify expired leads',
      every: HOUR_MS,
      run: ({ db }) => drain(() => deidentifyExpiredLeads(db), stopping),
    },
    // Every 5 minutes, once across servers: each site's summary goes out within 5 minutes of 08:00 on Monday in its
    // zone, and report_summaries keeps it to once a week (docs/reports.md).
    {
      name: 'queue monday report summaries',
      every: FIVE_MINUTES_MS,
      run: ({ db }) => sendMondaySummaries(db, { dashboardOrigin: dashboardOrigin() }),
    },
    // Each minute, once across servers: a site whose morning has come (08:00 site time) gets its day's overdue
    // digest; the day is claimed per site (overdue_digest_runs), so it goes once even if two servers ran this.
    { name: 'overdue lead digests', every: MINUTE_MS, run: ({ db }) => sendOverdueDigests(db) },
    // Hourly: PGlite has no autovacuum (a PostgreSQL server vacuums on its own; there it does nothing).
    { name: 'vacuum embedded leads', every: HOUR_MS, run: (handle) => vacuumEmbeddedLeads(handle) },
  ];
}
