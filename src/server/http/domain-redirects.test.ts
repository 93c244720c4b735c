import { describe, expect, it } from 'vitest';
import { canonicalLocation, createDomainRedirects } from './domain-redirects';

describe('createDomainRedirects', () => {
  it('sends a twin to its canonical host and serves any other host', async () => {
    const redirectFor = createDomainRedirects(async () => new Map([['cars.example', 'www.cars.example']]));
    expect(await redirectFor('cars.example')).toBe('www.cars.example');
    expect(await redirectFor('www.cars.example')).toBeNull();
  });

  it('reads the map again once it is older than its age, and not before', async () => {
    let clock = 0;
    let loads = 0;
    const maps = [new Map<string, string>(), new Map([['cars.example', 'www.cars.example']])];
    const redirectFor = createDomainRedirects(async () => maps[Math.min(loads++, 1)]!, {
      maxAgeMs: 1000,
      now: () => clock,
    });
    expect(await redirectFor('cars.example')).toBeNull();
    clock = 1000;
    expect(await redirectFor('cars.example')).toBeNull();
    expect(loads).toBe(1);
    clock = 1001;
    expect(await redirectFor('cars.example')).toBe('www.cars.example');
    expect(loads).toBe(2);
  });

  it('keeps the last map when a load fails', async () => {
    let clock = 0;
    let fail = false;
    const redirectFor = createDomainRedirects(
      async () => {
        if (fail) throw new Error('database away');
        return new Map([['cars.example', 'www.cars.example']]);
      },
      { now: () => clock },
    );
    expect(await redirectFor('cars.example')).toBe('www.cars.example');
    fail = true;
    clock = 5000;
    expect(await redirectFor('cars.example')).toBe('www.cars.example');
  });
});

describe('canonicalLocation', () => {
  const request = { protocol: 'http:', forwardedProto: null, path: '/cars/x', search: '?a=1' };

  it.each([
    ['canterburycars.localhost:3163', null, 'http://www.canterburycars.localhost:3163/cars/x?a=1'],
    ['canterburycars.localhost', 'https', 'https://www.canterburycars.localhost/cars/x?a=1'],
    [null, 'https, http', 'https://www.canterburycars.localhost/cars/x?a=1'],
  ])('from %s (forwarded %s) to %s', (host, forwardedProto, location) => {
    expect(canonicalLocation({ ...request, host, forwardedProto }, 'www.canterburycars.localhost')).toBe(
      location,
    );
  });
});
