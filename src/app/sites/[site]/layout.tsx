import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { themeStyle } from '@/ui/theme/theme-style';

type TProps = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Omit<TProps, 'children'>): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) return { title: 'Site not found' };
  return {
    title: { template: `%s | ${site.name}`, default: site.name },
    description: `New, used and demo cars from ${site.name}.`,
    applicationName: site.name,
    icons: site.iconUrl ? { icon: site.iconUrl } : undefined,
    openGraph: { siteName: site.name, type: 'website' },
  };
}

export default async function SiteLayout({ children, params }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return (
    <div style={themeStyle(site.theme)} className="bg-surface font-body text-ink flex min-h-dvh flex-col">
      {children}
    </div>
  );
}
