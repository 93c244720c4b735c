import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';

export type TMail = {
  id: number;
  to: string;
  fromName?: string | null;
  fromAddress?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
};
export type TMailSender = (mail: TMail) => Promise<{ ok: true } | { ok: false; error: string }>;

/** The address of `Name <address>` (or the whole string when it is a bare address). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The name of `Name <address>` ('' for a bare address). */
function nameOf(from: string): string {
  return /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1] ?? '';
}

/** The mail's own From (a site's, docs/outgoing-mail.md), each half it leaves out taken from MAIL_FROM. */
function senderOf(mail: TMail, configured: string) {
  if (!mail.fromName && !mail.fromAddress) return configured;
  return { name: mail.fromName ?? nameOf(configured), address: mail.fromAddress ?? addressOf(configured) };
}

/**
 * Plain emails to dashboard users and buyers over SMTP_URL; with no SMTP server configured each message is written to
 * `{mailDir}/dashboard-{id}.eml`, as lead emails are.
 */
export function createMailSender(settings: { smtpUrl?: string; mailDir: string; from: string }): TMailSender {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        dnsTimeout: SEND_TIMEOUT_MS,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    try {
      const info = await transport.sendMail({
        from: senderOf(mail, settings.from),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      if (!settings.smtpUrl) {
        await mkdir(settings.mailDir, { recursive: true });
        await writeFile(
          path.join(settings.mailDir, `dashboard-${mail.id}.eml`),
          (info as unknown as { message: Buffer }).message,
        );
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
