import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadApiPath } from './lead-api-path';
import { submitLead } from './submit-lead';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stubs fetch with one answer and returns the mock, to read what was sent. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return fetchMock;
}

describe('leadApiPath: the route of the site handler kind', () => {
  it.each([
    ['server', '/api/leads'],
    ['taurus', '/api/taurusCustomer'],
    ['drive-iq', '/api/driveIQCustomer'],
    ['car-clarity', '/api/carClarityCustomer'],
  ] as const)('%s -> %s', (kind, path) => {
    expect(leadApiPath(kind)).toBe(path);
  });
});

describe('submitLead', () => {
  it("posts to the site's partner route with the idempotency key, and PUTs a stored lead there", async () => {
    const fetchMock = answer(201, { id: 'abc' });
    expect(
      await submitLead({ category: 'Finance' }, { idempotencyKey: 'key-12345', handler: 'taurus' }),
    ).toEqual({ ok: true, id: 'abc' });
    await submitLead(
      { category: 'Finance' },
      { leadId: 'abc', idempotencyKey: 'key-12345', handler: 'taurus' },
    );
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/taurusCustomer', 'POST'],
      ['/api/taurusCustomer/abc', 'PUT'],
    ]);
    expect((calls[0]![1].headers as Record<string, string>)['idempotency-key']).toBe('key-12345');
    expect((calls[1]![1].headers as Record<string, string>)['idempotency-key']).toBeUndefined();
  });

  it("reads a new partial lead's secret and presents it on the lead's later saves", async () => {
    const fetchMock = answer(201, { id: 'abc', lead_id: 'abc', secret: 's3cret' });
    expect(await submitLead({ category: 'Finance', form_completed: false })).toEqual({
      ok: true,
      id: 'abc',
      secret: 's3cret',
    });
    await submitLead({ category: 'Finance' }, { leadId: 'abc', secret: 's3cret' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const sent = (i: number) => calls[i]![1].headers as Record<string, string>;
    expect(sent(0)['x-lead-secret']).toBeUndefined();
    expect([calls[1]![0], calls[1]![1].method, sent(1)['x-lead-secret']]).toEqual([
      '/api/leads/abc',
      'PUT',
      's3cret',
    ]);
  });

  it('gives the field the API names and its message without the field prefix', async () => {
    answer(400, {
      error: 'lead.dateTime: That time is no longer available. Please pick another.',
      field: 'lead.dateTime',
    });
    expect(await submitLead({ category: 'Test Drive' })).toEqual({
      ok: false,
      field: 'lead.dateTime',
      message: 'That time is no longer available. Please pick another.',
    });
  });

  it('says plainly when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await submitLead({ category: 'Test Drive' })).toMatchObject({ ok: false, field: null });
  });
});
