import { financeSection } from './finance-section';
import { generalSection } from './general-section';
import { homeContentSection } from './home-content-section';
import { leadDestinationsSection } from './lead-destinations-section';
import { navigationSection } from './navigation-section';
import { paymentSection } from './payment-section';
import { redirectsSection } from './redirects-section';
import { salesContactsSection } from './sales-contacts-section';
import type { TSettingsSection } from './section.types';
import { themeSection } from './theme-section';

/** The settings pages of a site, in the order the settings page lists them. */
export const SETTINGS_SECTIONS: readonly TSettingsSection[] = [
  generalSection,
  themeSection,
  navigationSection,
  homeContentSection,
  leadDestinationsSection,
  salesContactsSection,
  financeSection,
  paymentSection,
  redirectsSection,
];

export function settingsSection(key: string): TSettingsSection | undefined {
  return SETTINGS_SECTIONS.find((s) => s.key === key);
}
