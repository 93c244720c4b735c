import type { Metadata } from 'next';
import { settingsSection } from '@/features/dashboard-settings/sections';
import { SettingsSectionPage } from '@/features/dashboard-settings/settings-section-page';

type TProps = {
  params: Promise<{ site: string; section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `${settingsSection((await params).section)?.title ?? 'Settings'} · Site settings` };
}

export default async function SettingsSectionRoute({ params, searchParams }: TProps) {
  const { site, section } = await params;
  return <SettingsSectionPage slug={site} sectionKey={section} searchParams={await searchParams} />;
}
