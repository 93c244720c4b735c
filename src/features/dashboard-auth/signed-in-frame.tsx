import type { ReactNode } from 'react';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { listViewerSites } from '@/server/dashboard/list-viewer-sites';
import { getDb } from '@/server/db/db';
import { DashboardHeader } from './dashboard-header';

/** Every signed-in dashboard page's frame: a skip link, the header and the main region. */
export async function SignedInFrame({ viewer, children }: { viewer: TViewer; children: ReactNode }) {
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
