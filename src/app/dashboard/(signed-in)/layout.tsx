import type { ReactNode } from 'react';
import { getViewer } from '@/server/dashboard/get-viewer';
import { DashboardHeader } from '@/features/dashboard-auth/dashboard-header';
import { listViewerSites } from '@/server/dashboard/list-viewer-sites';
import { getDb } from '@/server/db/db';

/** Every page past sign-in: the session is checked here and again by each page's scoped queries. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  const sites = await listViewerSites(await getDb(), viewer);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <DashboardHeader viewer={viewer} sites={sites} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
