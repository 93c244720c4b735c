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
  ])('names the sender %s, keeping the configured address', async (fromName, header) => {
    const id = fromName ? 2 : 1;
    expect(await send({ id, to: 'jo@example.com', fromName, subject: 'Hello', text: 'Hi' })).toEqual({
      ok: true,
    });
    expect(readFileSync(path.join(mailDir, `dashboard-${id}.eml`), 'utf8')).toContain(header);
  });
});
