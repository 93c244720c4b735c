import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailSender } from './mail-sender';

const mailDir = mkdtempSync(path.join(tmpdir(), 'fc-mail-'));
const send = createMailSender({ mailDir, from: 'Forecourt dashboard <no-reply@forecourt.localhost>' });

afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

describe('createMailSender without SMTP', () => {
  it.each([
    [null, 'From: Forecourt dashboard <no-reply@forecourt.localhost>'],
    ['Sydney Motor Group', 'From: Sydney Motor Group <no-reply@forecourt.localhost>'],
    [
      { fromName: 'Sydney Motor Group', fromAddress: 'sales@smg.example' },
      'From: Sydney Motor Group <sales@smg.example>',
    ],
    [{ fromAddress: 'sales@smg.example' }, 'From: Forecourt dashboard <sales@smg.example>'],
  ])('sends from %o, MAIL_FROM filling in what it leaves out', async (from, header) => {
    const id = header.length;
    const sender = typeof from === 'string' ? { fromName: from } : from;
    expect(await send({ id, to: 'jo@example.com', ...sender, subject: 'Hello', text: 'Hi' })).toEqual({
      ok: true,
    });
    expect(readFileSync(path.join(mailDir, `dashboard-${id}.eml`), 'utf8')).toContain(header);
  });
});
