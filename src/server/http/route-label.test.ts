import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/_next/static/chunks/a.js', '/_next'],
    ['/cars', '/cars'],
    ['/cars/2021-toyota-corolla-abc', '/cars/*'],
    ['/api/leads', '/api/leads'],
    ['/api/leads/0b6f8f0e-2a7e-4c55-9d55-3f0c9b7f1a2b', '/api/leads/:id'],
    ['/api/health/ready', '/api/health/ready'],
    ['/api/events/phone-reveal/extra/more', '/api/events/phone-reveal/*'],
    ['/api/admin/sites/42', '/api/admin/sites/*'],
    ['/metrics', '/metrics'],
  ])('%s is %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});
