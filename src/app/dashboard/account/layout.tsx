import type { ReactNode } from 'react';
import { getSignedInViewer } from '@/server/dashboard/get-viewer';
import { SignedInFrame } from '@/features/dashboard-auth/signed-in-frame';

/** The person's own account pages: open to an admin who has not turned two-factor sign-in on yet. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  return <SignedInFrame viewer={await getSignedInViewer()}>{children}</SignedInFrame>;
}
