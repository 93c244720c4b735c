import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ALLOWANCES, parseAllowList } from '@/server/http/outbound-destination';
import { createGuardedFetch, RefusedDestinationError } from './guarded-fetch';

let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A resolver that answers every name with the given addresses, counting its calls. */
function resolverTo(...addresses: string[]) {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
}

/** The error a fetch failed with, unwrapped from fetch's own TypeError. */
async function failure(request: Promise<unknown>) {
  const error = await request.then(
    () => null,
    (e: unknown) => e,
  );
  return (error as { cause?: unknown })?.cause ?? error;
}

describe('createGuardedFetch', () => {
  it('refuses a loopback literal and a localhost name without connecting', async () => {
    const guarded = createGuardedFetch(NO_ALLOWANCES);
    const before = hits;
    await expect(guarded(`http://127.0.0.1:${port}/`)).rejects.toThrow(
      new RefusedDestinationError('refused: 127.0.0.1 is a loopback address'),
    );
    await expect(guarded(`http://localhost:${port}/`)).rejects.toThrow(
      'refused: localhost is a loopback address',
    );
    await expect(guarded('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      'refused: 169.254.169.254 is a linkLocal address',
    );
    expect(hits).toBe(before);
  });

  it('refuses a name by the address it resolves to when the connection is made', async () => {
    const { lookup, calls } = resolverTo('127.0.0.1');
    const guarded = createGuardedFetch(NO_ALLOWANCES, lookup);
    const before = hits;
    const error = await failure(guarded(`http://crm.example:${port}/`));
    expect(error).toBeInstanceOf(RefusedDestinationError);
    expect((error as Error).message).toBe('refused: crm.example resolves to a loopback address');
    expect(calls).toEqual(['crm.example']);
    expect(hits).toBe(before);
  });

  it('refuses a name when any of its addresses is private, public ones beside it or not', async () => {
    const { lookup } = resolverTo('203.2.218.214', '10.0.0.5');
    const error = await failure(createGuardedFetch(NO_ALLOWANCES, lookup)(`http://crm.example:${port}/`));
    expect((error as Error).message).toBe('refused: crm.example resolves to a private address');
  });

  it('judges the address of each connection, so a name that changes its answer (DNS rebinding) is caught', async () => {
    let answer = '127.0.0.1';
    const lookup = async () => [{ address: answer, family: 4 }];
    // 127.0.0.1 stands in for a public address: allowed, it connects and the local server answers.
    const guarded = createGuardedFetch(parseAllowList('127.0.0.1'), lookup);
    const first = await guarded(`http://rebind.example:${port}/`, { headers: { connection: 'close' } });
    expect(await first.text()).toBe('ok');
    answer = '127.0.0.2';
    const error = await failure(guarded(`http://rebind.example:${port}/`));
    expect((error as Error).message).toBe('refused: rebind.example resolves to a loopback address');
  });

  it('lets through a name or an address on the allow-list', async () => {
    const { lookup } = resolverTo('127.0.0.1');
    const byName = createGuardedFetch(parseAllowList('crm.example'), lookup);
    expect(await (await byName(`http://crm.example:${port}/`)).text()).toBe('ok');
    const byCidr = createGuardedFetch(parseAllowList('127.0.0.0/8'), lookup);
    expect(await (await byCidr(`http://crm.example:${port}/`)).text()).toBe('ok');
    expect(await (await byCidr(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  });

  it('passes a lookup failure through as it is', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' });
    };
    const error = await failure(createGuardedFetch(NO_ALLOWANCES, lookup)('http://nowhere.example/'));
    expect((error as { code?: string }).code).toBe('ENOTFOUND');
  });
});
