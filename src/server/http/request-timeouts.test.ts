import { afterEach, describe, expect, it } from 'vitest';
import { answerAfterBody, listenOnLoopback, sendRaw } from '../../../tests/support/raw-http';
import { applyRequestTimeouts } from './request-timeouts';

const closers: (() => Promise<void>)[] = [];
afterEach(() => Promise.all(closers.splice(0).map((close) => close())));

async function serverWith(timeouts: { headersMs: number; requestMs: number }) {
  const listening = await listenOnLoopback(answerAfterBody);
  closers.push(listening.close);
  return { port: listening.port, found: applyRequestTimeouts(listening.server, timeouts) };
}

describe('applyRequestTimeouts', () => {
  it('answers a body that stops arriving with 408 soon after the request timeout, not on Node’s 30 s check', async () => {
    const { port, found } = await serverWith({ headersMs: 500, requestMs: 1_000 });
    expect(found).toBe(true);
    const { answer, ms } = await sendRaw(
      port,
      'POST /api/leads HTTP/1.1\r\nHost: a.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"a":1234}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a connection whose headers never end with 408 after the headers timeout', async () => {
    const { port } = await serverWith({ headersMs: 500, requestMs: 5_000 });
    const { answer, ms } = await sendRaw(port, 'GET / HTTP/1.1\r\nHost: a.localhost\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(2_500);
  });

  it('lets a request that arrives in time through', async () => {
    const { port } = await serverWith({ headersMs: 500, requestMs: 1_000 });
    const { answer } = await sendRaw(
      port,
      'POST / HTTP/1.1\r\nHost: a.localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
