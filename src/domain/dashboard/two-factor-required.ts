/** The roles that must sign in with a second factor (Essential Eight: MFA on privileged accounts). */
export const TWO_FACTOR_REQUIRED_ROLES: readonly string[] = ['platform_admin', 'group_admin'];

/** Whether a person holding these roles must have two-factor sign-in on; for everyone else it is optional. */
export function twoFactorRequired(roles: readonly string[]): boolean {
  return roles.some((role) => TWO_FACTOR_REQUIRED_ROLES.includes(role));
}

/** Whether a signed-in person is held at the enrolment page until they turn two-factor sign-in on. */
export function mustEnrolTwoFactor(person: { roles: readonly string[]; twoFactorEnabled: boolean }): boolean {
  return !person.twoFactorEnabled && twoFactorRequired(person.roles);
}
