import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/ui/hydration/hydration-mark';

export const metadata: Metadata = {
  title: 'Forecourt',
  description: 'Dealer websites for Australia and New Zealand',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The document only. The stylesheet and the Geist font are imported by the site layout, not here: Turbopack lists a
 * root layout's CSS again under Next's built-in global-error, which put a third copy of the whole stylesheet in
 * every page's HTML (vercel/next.js#98110). The root not-found page, shown for hosts that name no site, styles
 * itself.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="antialiased" style={{ margin: 0 }}>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
