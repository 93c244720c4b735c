import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDataDir } from '@tests/fixtures/create-test-db';
import { killProcessGroup } from '@tests/stand-ins/kill-process-group';
import { startWebhookReceiver } from '@tests/stand-ins/webhook-receiver';

// A process that owns a PGlite data directory is killed with SIGKILL in the middle of 500 concurrent lead
// submissions, then restarted with the outbox worker: every submission that got a 2xx must be stored and
// delivered, exactly once.
const SUBMISSIONS = 500;
const harness = path.resolve(import.meta.dirname, '../../../tests/stand-ins/lead-harness-server.ts');
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fc-sigkill-')), 'pglite');
const children: ChildProcess[] = [];

function start(port: number, webhookUrl: string, outbox: boolean): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', harness, dataDir, String(port), webhookUrl, outbox ? '1' : '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve(child));
    child.on('exit', (code) => reject(new Error(`harness exited ${code}: ${err}`)));
  });
}

// The harness opens a migrated directory, as a server opens its own data, rather than making one (about 4 s).
beforeAll(() => createMigratedDataDir(dataDir));

afterAll(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('reliability: SIGKILL during 500 concurrent lead submissions', () => {
  it('keeps and delivers every lead that was acknowledged', { timeout: 180_000 }, async () => {
    const webhook = await startWebhookReceiver('whsec_kill');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const first = await start(port, webhook.url, false);
    const acked: string[] = [];
    let failed = 0;
    let killed = false;
    const submissions = Array.from({ length: SUBMISSIONS }, async (_, n) => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lead: {
              category: 'General Enquiry',
              name: `K ${n}`,
              email: `k${n}@example.com`,
              phone: '0412 345 678',
            },
          }),
        });
        if (response.ok) acked.push(((await response.json()) as { id: string }).id);
        else failed += 1;
      } catch {
        failed += 1;
      }
      if (!killed && acked.length >= SUBMISSIONS / 5) {
        killed = true;
        await killProcessGroup(first);
      }
    });
    await Promise.all(submissions);
    expect(killed).toBe(true);
    expect(acked.length).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0); // the kill really landed mid-burst

    await start(port, webhook.url, true);
    for (const id of acked) {
      expect((await fetch(`http://127.0.0.1:${port}/api/leads/${id}`)).status, `lead ${id}`).toBe(200);
    }
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && acked.some((id) => !webhook.received.has(id))) {
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const id of acked) expect(webhook.received.has(id), `delivered ${id}`).toBe(true);
    expect(webhook.state.duplicates).toBe(0);
    console.info(
      `sigkill: ${acked.length} acknowledged, ${failed} cut off by the kill; all ${acked.length} stored and delivered once`,
    );
    await webhook.close();
  });
});
