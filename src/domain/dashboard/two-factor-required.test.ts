import { describe, expect, it } from 'vitest';
import { mustEnrolTwoFactor, twoFactorRequired } from './two-factor-required';

describe('twoFactorRequired', () => {
  it.each([
    [['platform_admin'], true],
    [['group_admin'], true],
    [['salesperson', 'group_admin'], true],
    [['dealership_manager'], false],
    [['salesperson'], false],
    [[], false],
  ])('roles %j: %s', (roles, required) => {
    expect(twoFactorRequired(roles)).toBe(required);
  });
});

describe('mustEnrolTwoFactor', () => {
  it.each([
    [['platform_admin'], false, true],
    [['platform_admin'], true, false],
    [['salesperson'], false, false],
    [['salesperson'], true, false],
  ])('roles %j with two-factor %s: held %s', (roles, twoFactorEnabled, held) => {
    expect(mustEnrolTwoFactor({ roles, twoFactorEnabled })).toBe(held);
  });
});
