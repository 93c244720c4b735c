import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { buildAdfXml } from './build-adf-xml';
import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';
import type { TLeadSender } from './types';

export type TMailSettings = {
  smtpUrl?: string;
  mailDir: string;
  /** How long any one step of the SMTP exchange may wait (SEND_TIMEOUT_MS). */
  timeoutMs?: number;
};

/**
 * The lead as ADF XML by email (nodemailer over SMTP_URL). With no SMTP server configured the message is
 * written to `{mailDir}/{lead id}.eml` instead, so a demo install keeps every lead email it would send.
 * The Message-ID is derived from the lead id, so a receiver can drop a repeated delivery. Every step of the
 * SMTP exchange that waits (DNS, connecting, the greeting, a silent socket) gives up after SEND_TIMEOUT_MS,
 * not nodemailer's defaults of up to 10 minutes.
 */
export function createEmailAdfSender(
  settings: TMailSettings,
): TLeadSender<{ kind: 'email-adf'; name: string; to: string; from: string }> {
  const timeout = settings.timeoutMs ?? SEND_TIMEOUT_MS;
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        dnsTimeout: timeout,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (lead, destination) => {
    const adf = buildAdfXml(lead);
    const vehicle = lead.car ? ` – ${lead.car.name} (${lead.car.stocknum})` : '';
    try {
      const info = await transport.sendMail({
        from: destination.from,
        to: destination.to,
        subject: `${lead.category}${vehicle}`,
        messageId: `<${lead.lead_id}.${slug(destination.name)}@forecourt.leads>`,
        text: adf,
        attachments: [
          { filename: `lead-${lead.lead_id}.xml`, content: adf, contentType: 'application/x-adf+xml' },
        ],
      });
      if (!settings.smtpUrl) {
        await mkdir(settings.mailDir, { recursive: true, mode: 0o700 });
        const file = path.join(settings.mailDir, `${lead.lead_id}.${slug(destination.name)}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      }
      return { ok: true, statusCode: null, error: null };
    } catch (error) {
      return { ok: false, statusCode: null, error: describeMailError(error, timeout).slice(0, 500) };
    }
  };
}

/**
 * nodemailer's own text, but a wait that ran out says so plainly: its greeting and idle-socket timers
 * race when they are equal, and a bare 'Timeout' tells a dealer's administrator nothing.
 */
function describeMailError(error: unknown, timeoutMs: number): string {
  const { message, code } = error as { message?: string; code?: string };
  if (code !== 'ETIMEDOUT') return message ?? String(error);
  return `No answer from the mail server within ${timeoutMs / 1000} s (${message}).`;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'email'
  );
}
