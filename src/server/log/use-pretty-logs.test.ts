import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from './log-destination';
import { logger } from './logger';
import { usePrettyLogs } from './use-pretty-logs';

afterEach(() => setLogSink(null));

describe('usePrettyLogs', () => {
  it('turns the JSON lines into readable ones, redaction kept', async () => {
    const out = new PassThrough();
    let text = '';
    // Colours are on where the terminal takes them: compared without them.
    out.on('data', (chunk) => (text += String(chunk).replace(/\x1b\[[0-9;]*m/g, '')));
    await usePrettyLogs(out);
    logger.info({ requestId: 'r-7', email: 'a@b.example' }, 'request');
    await expect.poll(() => text, { timeout: 5000 }).toContain('request');
    expect(text).toMatch(/INFO.*request/);
    expect(text).toContain('requestId: "r-7"');
    expect(text).not.toContain('a@b.example');
    expect(text.trim().startsWith('{')).toBe(false);
  });
});
