import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { env } from '@/env';
import type { TDb } from '@/server/db/client';
import type { TLeadDestination, TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { createEmailAdfSender } from '@/server/providers/lead-destinations/email-adf';
import { sendLead, type TLeadSenders } from '@/server/providers/lead-destinations/send-lead';
import type { TDeliveryResult, TLeadDocument } from '@/server/providers/lead-destinations/types';
import { destinationAddress } from '@/domain/publishing/tested-destinations';
import { findEditableSite, type TEditableSite } from './editable-sites';
import { openLeadDestination } from './lead-destination-secrets';
import type { TSettingsCipher } from './settings-cipher';

export const TEST_LEAD_CATEGORY = 'Test Lead';

/** A lead that says what it is, so nobody at the dealership calls its buyer: no car, no real person. */
export function testLeadDocument(site: TEditableSite, now: Date): TLeadDocument {
  return {
    lead_id: randomUUID(),
    created_at: now.toISOString(),
    website_slug: site.slug,
    website_name: site.name,
    website_phone: site.phone,
    dealership_slug: null,
    dealership_name: null,
    source: 'Dashboard test',
    category: TEST_LEAD_CATEGORY,
    subcategory: null,
    lead_status: 'New',
    form_completed: true,
    name: 'Forecourt Test Lead',
    first_name: 'Forecourt',
    last_name: 'Test Lead',
    email: 'test-lead@forecourt.example',
    phone: null,
    postcode: null,
    message:
      'A test lead sent from the Forecourt dashboard to check this destination. Nobody needs to answer it.',
    opt_in: false,
    consent: null,
    preferredDealership: null,
    url: null,
    user_agent: null,
    visited_pages: [],
    linked_query_params: {},
    payload: {},
    car: null,
  };
}

export const defaultTestLeadSenders = (): TLeadSenders => ({
  email: createEmailAdfSender({ smtpUrl: env.SMTP_URL, mailDir: path.join(env.DATA_DIR, 'mail') }),
});

/**
 * Sends a test lead to one of a site's lead destinations (by its place in the list) at once, not through the
 * outbox, signed as real leads are (the webhook's sealed secret opened with `cipher`), and records the attempt
 * in the audit log. The result says whether it was delivered.
 */
export async function sendTestLead(
  db: TDb,
  viewer: TViewer,
  target: { slug: string; index: number },
  options: { senders: TLeadSenders; cipher: TSettingsCipher; now?: Date },
): Promise<TDeliveryResult> {
  const site = await findEditableSite(db, viewer, target.slug);
  const destination = site.leadDestinations[target.index];
  if (!destination) throw new DashboardError('no_destination');
  const document = testLeadDocument(site, options.now ?? new Date());
  const result = await sendOpened(document, site.id, destination, options);
  await recordAudit(db, viewer, {
    websiteId: site.id,
    action: 'settings.test-lead',
    before: null,
    after: {
      destination: destination.name,
      kind: destination.kind,
      address: destinationAddress(destination),
      leadId: document.lead_id,
      ...result,
    },
  });
  return result;
}

/** The lead to the destination with its secret opened; a secret that no longer opens is a failed attempt. */
async function sendOpened(
  document: TLeadDocument,
  websiteId: number,
  destination: TStoredLeadDestination,
  { senders, cipher }: { senders: TLeadSenders; cipher: TSettingsCipher },
): Promise<TDeliveryResult> {
  let opened: TLeadDestination;
  try {
    opened = openLeadDestination(cipher, websiteId, destination);
  } catch {
    return { ok: false, statusCode: null, error: 'The signing secret does not open: type it again.' };
  }
  return sendLead(document, opened, senders);
}
