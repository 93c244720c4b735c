import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { mustEnrolTwoFactor } from '@/domain/dashboard/two-factor-required';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { loadViewer } from '@/server/dashboard/load-viewer';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';

/** Where a person whose role requires two-factor sign-in is held until they turn it on. */
export const TWO_FACTOR_ENROLMENT_PATH = '/account/two-factor';

/** The signed-in person and whether two-factor is on (once per render); anyone else is sent to the sign-in page. */
export const getSignedInViewer = cache(async (): Promise<TViewer & { twoFactorEnabled: boolean }> => {
  const auth = await getDashboardAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) redirect('/sign-in');
  const viewer = await loadViewer(await getDb(), session.user.id);
  if (!viewer) redirect('/sign-in');
  return { ...viewer, twoFactorEnabled: session.user.twoFactorEnabled === true };
});

/**
 * The signed-in person of this request, on every dashboard page but the enrolment page: a platform or group
 * admin without two-factor sign-in is sent there first.
 */
export const getViewer = cache(async (): Promise<TViewer> => {
  const { twoFactorEnabled, ...viewer } = await getSignedInViewer();
  const roles = viewer.memberships.map((m) => m.role);
  if (mustEnrolTwoFactor({ roles, twoFactorEnabled })) redirect(TWO_FACTOR_ENROLMENT_PATH);
  return viewer;
});
