import { leadStatusLabel } from './lead-status-label';

/** One audit row as the sentence needs it: who did it (their name, else their email) and what changed. */
export type TAuditFacts = {
  action: string;
  actor: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** A person's name from their user id (the assignee of a lead), or null when they are gone. */
export type TNameOf = (userId: string) => string | null;

type TSentence = (facts: TAuditFacts, nameOf: TNameOf) => string;

const ROLE_WORDS: Record<string, string> = {
  platform_admin: 'platform admin',
  group_admin: 'group admin',
  dealership_manager: 'dealership manager',
  salesperson: 'salesperson',
};

/** The car's columns as the editor names them, and how each value reads. */
const CAR_FIELDS: Record<string, { label: string; show?: (value: unknown) => string }> = {
  price: { label: 'the price', show: dollars },
  label: { label: 'the label' },
  status: { label: 'the stock status' },
  tag: { label: 'the tag' },
  reserved: { label: '“reserved”', show: yesNo },
  sold: { label: '“sold”', show: yesNo },
  reservable: { label: '“can be reserved online”', show: yesNo },
  showOnDealerWebsite: { label: '“shown on the dealer website”', show: yesNo },
  weeklyRepayment: { label: 'the weekly repayment', show: dollars },
  interestRate: { label: 'the interest rate', show: percent },
  comparisonRate: { label: 'the comparison rate', show: percent },
  termMonths: { label: 'the term', show: (v) => `${String(v)} months` },
  financeLender: { label: 'the lender' },
  description: { label: 'the description', show: () => 'new text' },
  features: { label: 'the features', show: (v) => (Array.isArray(v) ? `${v.length} features` : text(v)) },
};

const SETTINGS_PAGES: Record<string, string> = {
  general: 'the general settings',
  theme: 'the theme',
  navigation: 'the menus',
  'lead-destinations': 'where leads are sent',
  contacts: 'the sales contacts',
  finance: 'the finance settings',
  home: 'the home page',
  'home-picture': 'a home page picture',
  payment: 'the payment settings',
  redirects: 'the redirects',
  images: 'the logo and icon',
  location: 'a location’s details and hours',
};

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.map(text).join(', ');
  return String(value);
}

function yesNo(value: unknown): string {
  return value ? 'yes' : 'no';
}

function dollars(value: unknown): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return 'nothing';
  return `$${n.toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;
}

function percent(value: unknown): string {
  return value === null || value === undefined || value === '' ? 'nothing' : `${Number(value)}%`;
}

function count(n: unknown, one: string, many = `${one}s`): string {
  const k = Number(n) || 0;
  return `${k} ${k === 1 ? one : many}`;
}

function status(value: unknown): string {
  return typeof value === 'string' ? `“${leadStatusLabel(value)}”` : 'nothing';
}

function assignee(userId: unknown, nameOf: TNameOf): string {
  return nameOf(String(userId)) ?? 'a former user';
}

function roleText(grant: Record<string, unknown> | null): string {
  const role = grant && typeof grant.role === 'string' ? (ROLE_WORDS[grant.role] ?? grant.role) : 'a role';
  return role;
}

/** The car's changed fields as "changed the price from $42,990 to $41,990 and …". */
function carChanges({ actor, before, after }: TAuditFacts): string {
  const keys = Object.keys(after ?? {}).filter((k) => k !== 'carId' && k !== 'stocknum');
  const stock = after?.stocknum ? ` of stock number ${text(after.stocknum)}` : '';
  if (keys.length === 0) return `${actor} saved the car${stock} without changes`;
  const parts = keys.map((k) => {
    const field = CAR_FIELDS[k] ?? { label: k };
    const show = field.show ?? text;
    return `${field.label} from ${show(before?.[k])} to ${show(after?.[k])}`;
  });
  return `${actor} changed ${joinWords(parts)}${stock}`;
}

/** A dealership's new-lead contacts by category ({ 'General Enquiry': ['a@b.c'] }), in words. */
function alertContactsInWords(contacts: unknown): string {
  if (!contacts || typeof contacts !== 'object') return 'nobody';
  const parts = Object.entries(contacts as Record<string, unknown>)
    .filter(([, list]) => Array.isArray(list) && list.length > 0)
    .map(([category, list]) => `${category} to ${joinWords((list as unknown[]).map(String))}`);
  return parts.length > 0 ? parts.join('; ') : 'nobody';
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Every action the app writes to the audit log, as a sentence in the words of the page that did it.
 * `src/server/dashboard/audit-actions.test.ts` fails when the app records an action missing here.
 */
export const AUDIT_SENTENCES: Record<string, TSentence> = {
  ...Object.fromEntries(
    Object.entries(SETTINGS_PAGES).map(([page, words]): [string, TSentence] => [
      `settings.${page}`,
      ({ actor }) => `${actor} changed ${words}`,
    ]),
  ),
  'lead.assigned': ({ actor, after }, nameOf) =>
    after?.assignedUserId
      ? `${actor} assigned the lead to ${assignee(after.assignedUserId, nameOf)}`
      : `${actor} unassigned the lead`,
  'lead.status_changed': ({ actor, before, after }) =>
    `${actor} changed the status from ${status(before?.status)} to ${status(after?.status)}`,
  'lead.marked_spam': ({ actor }) => `${actor} marked the lead as spam`,
  'lead.note_added': ({ actor }) => `${actor} added a note`,
  'lead.delivery_resent': ({ actor, after }) => `${actor} sent the lead to ${text(after?.destination)} again`,
  'reservation.cancelled': ({ actor }) => `${actor} cancelled the reservation`,
  'reservation.refunded': ({ actor }) => `${actor} marked the reservation as refunded`,
  'car.updated': carChanges,
  'car.photos_added': ({ actor, before, after }) =>
    `${actor} added ${count(listLength(after?.photos) - listLength(before?.photos), 'photo')}`,
  'car.photo_deleted': ({ actor }) => `${actor} deleted a photo`,
  'car.photos_reordered': ({ actor }) => `${actor} changed the order of the photos`,
  'stock.imported': ({ actor, after }) =>
    `${actor} imported ${text(after?.file)}: ${count(after?.created, 'car')} added, ${count(after?.updated, 'car')} updated, ${count(after?.rejected, 'row')} refused`,
  'stock_api_key.created': ({ actor, after }) => `${actor} created the stock API key “${text(after?.name)}”`,
  'stock_api_key.revoked': ({ actor, before }) =>
    `${actor} revoked the stock API key “${text(before?.name)}”`,
  'person.invited': ({ actor, after }) => `${actor} invited ${text(after?.email)} as ${roleText(after)}`,
  'person.role_added': ({ actor, before, after }) =>
    `${actor} made ${text(before?.email)} a ${roleText(after)}`,
  'person.role_removed': ({ actor, before }) =>
    `${actor} took the ${roleText(before)} role from ${text(before?.email)}`,
  'person.deactivated': ({ actor, before, after }) =>
    `${actor} deactivated ${text(before?.email)} (${count(after?.leadsUnassigned, 'lead')} unassigned)`,
  'person.reactivated': ({ actor, before }) => `${actor} reactivated ${text(before?.email)}`,
  'person.password_reset_sent': ({ actor, before }) =>
    `${actor} sent ${text(before?.email)} a password reset link`,
  'invitation.accepted': ({ actor, after }) => `${actor} accepted the invitation as ${roleText(after)}`,
  'invitation.resent': ({ actor }) => `${actor} sent the invitation again`,
  'invitation.reset_link_sent': ({ actor }) =>
    `${actor} was sent a password reset link instead of an invitation`,
  'invitation.withdrawn': ({ actor }) => `${actor} withdrew an invitation`,
  'two_factor.on': ({ actor }) => `${actor} turned on two-factor sign-in`,
  'two_factor.off': ({ actor }) => `${actor} turned off two-factor sign-in`,
  'two_factor.recovery_codes': ({ actor }) => `${actor} made new recovery codes`,
  'site.create': ({ actor, after }) => `${actor} created the site ${text(after?.name)}`,
  'dealership.create': ({ actor, after }) => `${actor} added the dealership ${text(after?.name)}`,
  'dealership.update': ({ actor, after }) => `${actor} changed the dealership ${text(after?.name)}`,
  'dealership.lead_alert_contacts': ({ actor, after }) =>
    `${actor} changed who is emailed new leads: ${alertContactsInWords(after?.contacts)}`,
  'settings.location.create': ({ actor, after }) => `${actor} added the location ${text(after?.name)}`,
  'settings.publish': ({ actor }) => `${actor} published the site`,
  'settings.unpublish': ({ actor }) => `${actor} took the site offline`,
  'settings.domains.add': ({ actor, after }) => `${actor} added the domain ${text(after?.added)}`,
  'settings.domains.remove': ({ actor, before }) => `${actor} removed the domain ${text(before?.host)}`,
  'settings.domains.canonical': ({ actor, after }) =>
    `${actor} made ${text(after?.canonical)} the site’s main domain`,
  'settings.test-lead': ({ actor, after }) =>
    `${actor} sent a test lead to ${text(after?.destination)}: ${after?.ok ? 'delivered' : 'not delivered'}`,
  'settings.redirects': ({ actor, after }) => `${actor} saved ${count(after?.redirects, 'redirect')}`,
};

function listLength(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The audit row as a sentence; an action recorded by a newer version reads as a plain change, never JSON. */
export function auditSentence(facts: TAuditFacts, nameOf: TNameOf = () => null): string {
  const sentence = AUDIT_SENTENCES[facts.action];
  if (sentence) return `${sentence(facts, nameOf)}.`;
  return `${facts.actor} made a change (${facts.action.replace(/[._]/g, ' ')}).`;
}
