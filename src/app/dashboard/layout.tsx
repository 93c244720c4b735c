import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const metadata: Metadata = {
  title: { template: '%s | Forecourt dashboard', default: 'Forecourt dashboard' },
  robots: { index: false, follow: false },
};

/** The dealers' dashboard, served only on DASHBOARD_HOST (src/proxy.ts); the platform's own look, no site theme. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <div className="bg-surface text-ink min-h-dvh">{children}</div>;
}
