import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { loadViewer } from '@/server/dashboard/load-viewer';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';

/** The signed-in person of this request (once per render); anyone else is sent to the sign-in page. */
export const getViewer = cache(async (): Promise<TViewer> => {
  const auth = await getDashboardAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) redirect('/sign-in');
  const viewer = await loadViewer(await getDb(), session.user.id);
  if (!viewer) redirect('/sign-in');
  return viewer;
});
