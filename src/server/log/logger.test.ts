import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '@tests/fixtures/capture-logs';
import { describeError } from './describe-error';
import { logger } from './logger';

let logs: ReturnType<typeof captureLogs>;
afterEach(() => logs.restore());

describe('logger', () => {
  it('writes one JSON line with time, level name and message', () => {
    logs = captureLogs();
    logger.info({ requestId: 'r-1', status: 200 }, 'request');
    expect(logs.raw).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'r-1', status: 200 });
    expect(new Date(logs.lines[0]!.time as string).getTime()).not.toBeNaN();
  });

  it('redacts personal keys at the top and one level down', () => {
    logs = captureLogs();
    logger.warn(
      {
        email: 'a@b.example',
        phone: '0400 000 000',
        lead: { name: 'Ann Buyer', givenName: 'Ann', card: '4242', id: 'lead-1' },
        buyer: { email: 'a@b.example' },
        headers: { authorization: 'Bearer x', cookie: 'sid=1' },
      },
      'probe',
    );
    const line = logs.raw.join('');
    for (const value of ['a@b.example', '0400 000 000', 'Ann', '4242', 'Bearer x', 'sid=1']) {
      expect(line).not.toContain(value);
    }
    expect(logs.lines[0]).toMatchObject({ email: '[redacted]', lead: { name: '[redacted]', id: 'lead-1' } });
  });
});

describe('describeError', () => {
  it("keeps a failed query's SQL and drops its parameters from the message and the stack", () => {
    const error = Object.assign(
      new Error('Failed query: insert into "leads" values ($1)\nparams: Ann,a@b.example'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "leads" values ($1)',
        params: ['Ann', 'a@b.example'],
        cause: Object.assign(new Error('duplicate key value'), {
          code: '23505',
          detail: 'Key (email)=(a@b.example)',
        }),
      },
    );
    const described = describeError(error);
    expect(described).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "leads" values ($1)',
      cause: { type: 'Error', message: 'duplicate key value', code: '23505' },
    });
    expect(JSON.stringify(described)).not.toContain('a@b.example');
  });

  it('describes a thrown non-Error without its value', () => {
    expect(describeError('Ann')).toEqual({ type: 'string', message: 'a thrown non-Error value' });
  });
});
