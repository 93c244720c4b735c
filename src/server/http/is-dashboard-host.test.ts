import { describe, expect, it } from 'vitest';
import { isDashboardHost } from './is-dashboard-host';

describe('isDashboardHost', () => {
  it.each<[string | null, boolean]>([
    ['dashboard.localhost:3000', true],
    ['Dashboard.Localhost:3360', true],
    ['dashboard.localhost.', true],
    ['sydney-motor-group.localhost:3000', false],
    ['dashboard.localhost.evil.example', false],
    ['localhost:3000', false],
    [null, false],
  ])('%s -> %s', (host, expected) => {
    expect(isDashboardHost(host, 'dashboard.localhost:3000')).toBe(expected);
  });
});
