import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { buildAdfXml } from './build-adf-xml';
import type { TLeadSender } from './types';

export type TMailSettings = { smtpUrl?: string; mailDir: string };

/**
 * The lead as ADF XML by email (nodemailer over SMTP_URL). With no SMTP server configured the message is
 * written to `{mailDir}/{lead id}.eml` instead, so a demo install keeps every lead email it would send.
 * The Message-ID is derived from the lead id, so a receiver can drop a repeated delivery.
 */
export function createEmailAdfSender(
  settings: TMailSettings,
): TLeadSender<{ kind: 'email-adf'; name: string; to: string; from: string }> {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
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
        await mkdir(settings.mailDir, { recursive: true });
        const file = path.join(settings.mailDir, `${lead.lead_id}.${slug(destination.name)}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
      }
      return { ok: true, statusCode: null, error: null };
    } catch (error) {
      return { ok: false, statusCode: null, error: (error as Error).message.slice(0, 500) };
    }
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'email'
  );
}
