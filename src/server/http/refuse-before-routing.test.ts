import { describe, expect, it } from 'vitest';
import { isSharedPath, refuseBeforeRouting } from './refuse-before-routing';

const host = { host: 'demo.localhost:3000' };

describe('refuseBeforeRouting', () => {
  it.each<[string, string, string, Record<string, string>, number | null, string | null]>([
    ['TRACE on a page', 'TRACE', '/', host, 405, null],
    ['TRACE on the API', 'trace', '/api/leads', host, 405, null],
    ['TRACK', 'TRACK', '/cars/x', host, 405, null],
    [
      'TRACE handed on as a GET',
      'GET',
      '/',
      { ...host, 'x-forecourt-unsupported-method': 'TRACE' },
      405,
      null,
    ],
    ['a bad escape in a media path', 'GET', '/media/%zz', host, 400, 'path'],
    ['a bad escape in an API path', 'PUT', '/api/leads/%E0%A4%A', host, 400, 'path'],
    ['a good escape in an API path', 'GET', '/api/leads/a%20b', host, null, null],
    ['a page path with a bad escape (the proxy escapes it: 404)', 'GET', '/cars/%zz', host, null, null],
    [
      'a server action from another origin',
      'POST',
      '/contact',
      { ...host, origin: 'http://evil.example' },
      403,
      null,
    ],
    [
      'a server action from the site',
      'POST',
      '/contact',
      { ...host, origin: 'http://demo.localhost:3000' },
      null,
      null,
    ],
    [
      'an API post from another origin (its route answers 403)',
      'POST',
      '/api/leads',
      { ...host, origin: 'http://evil.example' },
      null,
      null,
    ],
    ['a page GET', 'GET', '/', host, null, null],
  ])('%s', (_case, method, pathname, headers, status, field) => {
    const refusal = refuseBeforeRouting(method, pathname, new Headers(headers));
    expect(refusal?.status ?? null).toBe(status);
    if (refusal?.headers['content-type'] === 'application/json') {
      expect(JSON.parse(refusal.body)).toMatchObject({ field });
    }
  });

  it.each([
    ['/api/leads', true],
    ['/api', true],
    ['/media/a.webp', true],
    ['/apix', false],
    ['/cars/api', false],
  ])('%s is shared by every site: %s', (pathname, shared) => {
    expect(isSharedPath(pathname)).toBe(shared);
  });
});
