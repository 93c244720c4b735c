import type { ReactNode } from 'react';
import { getViewer } from '@/server/dashboard/get-viewer';
import { SignedInFrame } from '@/features/dashboard-auth/signed-in-frame';

/**
 * Every page past sign-in: the session is checked here (an admin without two-factor sign-in is sent to turn it
 * on) and again by each page's scoped queries.
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  return <SignedInFrame viewer={await getViewer()}>{children}</SignedInFrame>;
}
