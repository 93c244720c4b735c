import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { geistSans } from './geist-sans';
import './globals.css';

export const metadata: Metadata = {
  title: 'Forecourt',
  description: 'Dealer websites for Australia and New Zealand',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU" className={geistSans.variable}>
      <body className="antialiased">{children}</body>
    </html>
  );
}
