/** What the go-live checklist is decided from: counts and facts about one site, gathered by the server. */
export type TGoLiveFacts = {
  /** Locations of the site's dealerships. */
  locations: number;
  /** Cars the site shows (of its dealerships, shown on the website, not sold). */
  cars: number;
  /** Whether the privacy statement names where privacy requests go (a privacy email, or the head location's). */
  privacyContact: boolean;
  /** Lead destinations configured, and how many of them have delivered a test lead as they are now set. */
  leadDestinations: number;
  testedLeadDestinations: number;
  /** Online payments on, through the built-in demo processor (no card is charged). */
  paymentsInDemo: boolean;
  /** Domains of the site's own (site_domains). */
  domains: number;
};

export type TGoLiveCheckKey =
  'location' | 'stock' | 'privacy-statement' | 'tested-lead-destination' | 'payments-live' | 'own-domain';

/** One line of the checklist: a blocker stops publishing until it is met; a warning is said, never enforced. */
export type TGoLiveCheck = { key: TGoLiveCheckKey; level: 'blocker' | 'warning'; met: boolean; says: string };

/**
 * The go-live checklist of a site (issue 41): blockers (a location, stock, a privacy statement with a contact, a
 * lead destination that has delivered a test lead), then warnings (payments in demo mode, no domain of its own).
 */
export function goLiveChecklist(facts: TGoLiveFacts): TGoLiveCheck[] {
  return [
    {
      key: 'location',
      level: 'blocker',
      met: facts.locations > 0,
      says:
        facts.locations > 0
          ? `${count(facts.locations, 'location')} with address and hours.`
          : 'No location: buyers cannot see where the cars are or when the dealership is open.',
    },
    {
      key: 'stock',
      level: 'blocker',
      met: facts.cars > 0,
      says:
        facts.cars > 0
          ? `${count(facts.cars, 'car')} in stock on the site.`
          : 'No stock: the site shows no car.',
    },
    {
      key: 'privacy-statement',
      level: 'blocker',
      met: facts.privacyContact,
      says: facts.privacyContact
        ? 'The privacy statement names where privacy requests go.'
        : 'No privacy statement contact: the privacy statement cannot say where to send a privacy request. Give the head location an email.',
    },
    {
      key: 'tested-lead-destination',
      level: 'blocker',
      met: facts.testedLeadDestinations > 0,
      says:
        facts.testedLeadDestinations > 0
          ? `${count(facts.testedLeadDestinations, 'lead destination')} delivered a test lead.`
          : facts.leadDestinations > 0
            ? 'No lead destination has delivered a test lead: send one and check it arrives.'
            : 'No lead destination: enquiries would reach nobody.',
    },
    {
      key: 'payments-live',
      level: 'warning',
      met: !facts.paymentsInDemo,
      says: facts.paymentsInDemo
        ? 'Payments are in demo mode: buyers can reserve cars, but no card is charged.'
        : 'Payments go through the site’s own processor, or are off.',
    },
    {
      key: 'own-domain',
      level: 'warning',
      met: facts.domains > 0,
      says:
        facts.domains > 0
          ? `${count(facts.domains, 'domain')} of its own.`
          : 'No domain of its own: the site is reachable only at its local address.',
    },
  ];
}

/** Whether a site may be published: every blocker met. */
export const mayPublish = (checks: readonly TGoLiveCheck[]) =>
  checks.every((c) => c.level !== 'blocker' || c.met);

const count = (n: number, noun: string) => `${n.toLocaleString('en-AU')} ${noun}${n === 1 ? '' : 's'}`;
