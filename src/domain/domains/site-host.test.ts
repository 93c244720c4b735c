import { describe, expect, it } from 'vitest';
import { siteHostProblem, wwwTwin, ZSiteHost } from './site-host';

describe('siteHostProblem', () => {
  it.each(['canterburycars.localhost', 'www.canterburycars.co.nz', 'a-b.example', 'x1.example.com.au'])(
    'takes %s',
    (host) => expect(siteHostProblem(host)).toBeNull(),
  );

  it.each([
    ['', 'is required'],
    ['https://dealer.co.nz', 'is a host name only, without http:// or https://'],
    ['dealer.co.nz/cars', 'is a host name only, without a path'],
    ['dealer.co.nz:8080', 'is a host name only, without a port'],
    [`${'a.'.repeat(127)}nz`, 'is at most 253 characters'],
    ['localhost', expect.stringContaining('is a host name such as')],
    ['-dealer.co.nz', expect.stringContaining('is a host name such as')],
    ['dealer..co.nz', expect.stringContaining('is a host name such as')],
    ['dealer_cars.co.nz', expect.stringContaining('is a host name such as')],
    ['10.0.0.1', expect.stringContaining('is a host name such as')],
  ])('refuses %j: %s', (host, message) => {
    expect(siteHostProblem(host)).toEqual(message);
  });
});

describe('ZSiteHost', () => {
  it('trims and lower-cases what was typed', () => {
    expect(ZSiteHost.parse('  WWW.Dealer.CO.NZ ')).toBe('www.dealer.co.nz');
  });

  it('refuses with the problem as its message', () => {
    expect(ZSiteHost.safeParse('dealer.co.nz:443').error?.issues[0]?.message).toBe(
      'is a host name only, without a port',
    );
  });
});

describe('wwwTwin', () => {
  it.each([
    ['canterburycars.localhost', 'www.canterburycars.localhost'],
    ['www.canterburycars.localhost', 'canterburycars.localhost'],
    ['www.localhost', null],
  ])('%s pairs with %s', (host, twin) => {
    expect(wwwTwin(host)).toBe(twin);
  });
});
