import type { TGoLiveCheckKey } from '@/domain/publishing/go-live-checklist';

/** Where each line of the checklist is put right, and what the link says. */
export function fixLink(key: TGoLiveCheckKey, slug: string): { href: string; text: string } {
  const settings = `/settings/${encodeURIComponent(slug)}`;
  switch (key) {
    case 'location':
      return { href: `${settings}/locations`, text: 'Locations and hours' };
    case 'stock':
      return { href: '/stock/import', text: 'Import stock' };
    case 'privacy-statement':
      return { href: `${settings}/locations`, text: 'Locations and hours' };
    case 'tested-lead-destination':
      return { href: `${settings}/lead-destinations`, text: 'Lead destinations' };
    case 'payments-live':
      return { href: `${settings}/payment`, text: 'Payment processor' };
    case 'own-domain':
      return { href: `${settings}/domains`, text: 'Domains' };
  }
}
