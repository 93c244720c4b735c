import { afterEach, describe, expect, it } from 'vitest';
import { answerAfterBody, listenOnLoopback, sendRaw } from '../../../tests/support/raw-http';
import { onEachHttpServer } from './on-each-http-server';
import { refuseDeclaredOversize } from './refuse-declared-oversize';

const closers: (() => Promise<void>)[] = [];
afterEach(() => Promise.all(closers.splice(0).map((close) => close())));

const post = (path: string, declared: number, sent = '{"a":1234}') =>
  `POST ${path} HTTP/1.1\r\nHost: a.localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`;

async function guarded(limit: number) {
  const listening = await listenOnLoopback(answerAfterBody);
  closers.push(listening.close);
  const seen: string[] = [];
  refuseDeclaredOversize(listening.server, (host, pathname) => {
    seen.push(`${host} ${pathname}`);
    return limit;
  });
  return { port: listening.port, seen };
}

describe('refuseDeclaredOversize', () => {
  it('answers a body declared over the limit with 413 and a JSON body at once, reading none of it', async () => {
    const { port, seen } = await guarded(64 * 1024);
    const { answer, ms } = await sendRaw(port, post('/api/leads?x=1', 1_000_000));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"error":"The request body is larger than 65536 bytes.","field":null}');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(ms).toBeLessThan(1_000);
    expect(seen).toEqual(['a.localhost /api/leads']);
  });

  it('passes a body within the limit on to the server’s own listener', async () => {
    const { port } = await guarded(64 * 1024);
    const { answer } = await sendRaw(
      port,
      post('/api/leads', 10).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"ok":true}');
  });
});

describe('onEachHttpServer', () => {
  it('sets up a server that was listening before it was called, once, on its first connection', async () => {
    const listening = await listenOnLoopback(answerAfterBody);
    closers.push(listening.close);
    const setUps: unknown[] = [];
    const stop = onEachHttpServer((server) => {
      setUps.push(server);
      refuseDeclaredOversize(server, () => 5);
    });
    const first = await sendRaw(listening.port, post('/', 10));
    await sendRaw(listening.port, post('/', 10));
    stop();
    expect(first.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(setUps).toEqual([listening.server]);
  });
});
