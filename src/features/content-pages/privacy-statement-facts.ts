import type { TSite } from '@/server/websites/site.types';

/** What the privacy statement says about a site, derived from its configuration only. */
export type TPrivacyFacts = {
  siteName: string;
  /** Where privacy requests go: the site's privacy email, else null (the page offers the phone and address). */
  contactEmail: string | null;
  phone: string | null;
  retentionDays: number;
  country: 'AU' | 'NZ';
  /** Systems leads are sent to (CRM, email, finance partners), by their configured name. */
  leadRecipients: string[];
  /** Services outside the dealer's country that receive data, with the country they are in. */
  overseas: { name: string; where: string; what: string }[];
  /** Tools that measure use of the site. */
  analytics: string[];
  payments: string | null;
};

const PAYMENT_NAMES: Record<string, { name: string; where: string } | null> = {
  stripe: { name: 'Stripe', where: 'the United States' },
  till: { name: 'Till Payments', where: 'Australia and New Zealand' },
  st_george: { name: 'St.George Bank', where: 'Australia' },
  offline: null,
};

/** The facts the privacy statement is built from (pure: the site row in, plain facts out). */
export function privacyFacts(site: TSite): TPrivacyFacts {
  const overseas: TPrivacyFacts['overseas'] = [];
  const analytics: string[] = [];
  const flags = site.featureFlags;
  if (flags.googleTagManagerId) {
    analytics.push('Google Tag Manager and the analytics tools it loads');
    overseas.push({
      name: 'Google',
      where: 'the United States',
      what: 'pages visited and device details used to measure how the site is used',
    });
  }
  if (flags.facebookConversions) {
    analytics.push('Meta (Facebook) conversion measurement');
    overseas.push({
      name: 'Meta Platforms',
      where: 'the United States',
      what: 'the fact that an enquiry was sent, with your email and phone scrambled (hashed) before sending',
    });
  }
  if (site.searchSettings.provider === 'algolia') {
    overseas.push({
      name: 'Algolia',
      where: 'the United States or Europe',
      what: 'the words you type into the stock search (no contact details)',
    });
  }
  if (site.mapsKey) {
    overseas.push({
      name: 'Google (Google Maps)',
      where: 'the United States',
      what: 'your IP address and device details when a map on this site loads (a map loads only as you scroll near it)',
    });
  }
  const payment = site.paymentProvider ? PAYMENT_NAMES[site.paymentProvider] : null;
  const home = site.country === 'NZ' ? 'New Zealand' : 'Australia';
  if (payment && !payment.where.includes(home)) {
    overseas.push({
      name: payment.name,
      where: payment.where,
      what: 'your card details and the amount when you pay a deposit online',
    });
  }
  return {
    siteName: site.name,
    contactEmail: site.privacyEmail ?? null,
    phone: site.phone,
    retentionDays: site.retentionDays,
    country: site.country,
    leadRecipients: site.leadDestinations.map((d) => d.name),
    overseas,
    analytics,
    payments: payment ? payment.name : null,
  };
}
