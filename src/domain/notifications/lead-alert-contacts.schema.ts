import { z } from 'zod';
import { LEAD_CATEGORIES } from '../leads/lead-categories';

/** The form field of a category's contacts: `alerts-used-vehicle-enquiry`. */
export const alertFieldOf = (category: string) =>
  `alerts-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A contact as typed: an email address, or a mobile number in international form (what SMS providers take). */
export type TAlertContact = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** The most contacts one category may have: enough for a sales desk, too few for a mailing list. */
export const MAX_CONTACTS_PER_CATEGORY = 20;

const ZEmail = z.email();
const PHONE = /^\+[1-9][\d\s()-]{6,20}$/;

/** One line of a contacts field: an address (lower case), a mobile (digits after +), or null when it is neither. */
export function parseAlertContact(line: string): TAlertContact | null {
  const text = line.trim();
  if (ZEmail.safeParse(text).success && text.length <= 254)
    return { kind: 'email', email: text.toLowerCase() };
  if (PHONE.test(text)) return { kind: 'phone', phone: `+${text.replace(/\D/g, '')}` };
  return null;
}

/** A contacts field: one contact a line (or separated by commas), blank lines ignored, each checked. */
const ZContactsField = z
  .string()
  .max(10_000)
  .optional()
  .transform((value, ctx) => {
    const lines = (value ?? '')
      .split(/[\n,;]+/)
      .map((l) => l.trim())
      .filter(Boolean);
    const contacts: TAlertContact[] = [];
    for (const line of lines) {
      const contact = parseAlertContact(line);
      if (!contact) {
        ctx.addIssue({
          code: 'custom',
          message: `must list email addresses or mobile numbers starting with + and the country code: “${line.slice(0, 60)}” is neither`,
        });
        return z.NEVER;
      }
      const key = contact.kind === 'email' ? contact.email : contact.phone;
      if (!contacts.some((c) => (c.kind === 'email' ? c.email : c.phone) === key)) contacts.push(contact);
    }
    if (contacts.length > MAX_CONTACTS_PER_CATEGORY) {
      ctx.addIssue({ code: 'custom', message: `may list at most ${MAX_CONTACTS_PER_CATEGORY} contacts` });
      return z.NEVER;
    }
    return contacts;
  });

/** The new-lead contacts form of a dealership: one field per lead category (alertFieldOf). */
export const ZLeadAlertContactsForm = z.object(
  Object.fromEntries(LEAD_CATEGORIES.map((c) => [alertFieldOf(c), ZContactsField])) as Record<
    string,
    typeof ZContactsField
  >,
);
