import { buildLeadName } from '@/domain/leads/build-lead-name';
import type { leads } from '@/server/db/schema';
import type { leadColumns } from './lead-columns';
import type { TLead } from './lead-request.schema';

type TColumns = ReturnType<typeof leadColumns>;
type TStored = Pick<typeof leads.$inferSelect, 'firstName' | 'middleName' | 'lastName' | 'payload'>;

/** The request fields each stored column is read from: a column none of them is sent for keeps its value. */
const SOURCES = {
  subcategory: ['subcategory'],
  firstName: ['first_name', 'givenName'],
  middleName: ['middle_name'],
  lastName: ['last_name', 'familyNames'],
  email: ['email'],
  phone: ['phone', 'mobile'],
  postcode: ['postcode'],
  message: ['message'],
  optIn: ['opt_in'],
  consent: ['opt_in'],
  preferredDealership: ['preferredDealership', 'dealership_slug'],
  url: ['url'],
  visitedPages: ['visited_pages'],
  linkedQueryParams: ['linked_query_params'],
} as const satisfies Partial<Record<keyof TColumns, readonly (keyof TLead)[]>>;

const NAME_SOURCES = ['name', 'first_name', 'middle_name', 'last_name', 'givenName', 'familyNames'] as const;

const sent = (lead: TLead, keys: readonly (keyof TLead)[]) => keys.some((key) => lead[key] !== undefined);

/**
 * What a later save of a multi-step form (`PUT /api/leads/{id}`) changes: only the columns whose fields
 * it sends, so a step that leaves out the email, phone, name or opt-in keeps the stored ones. The status,
 * category and user agent always follow the latest save; the payload is merged key by key; the name is
 * rebuilt from the parts sent with the stored ones filling the gaps.
 */
export function leadUpdateColumns(lead: TLead, columns: TColumns, stored: TStored): Partial<TColumns> {
  const update: Partial<TColumns> = { ...columns, payload: { ...stored.payload, ...columns.payload } };
  for (const [column, keys] of Object.entries(SOURCES)) {
    if (!sent(lead, keys)) delete update[column as keyof typeof SOURCES];
  }
  if (!sent(lead, NAME_SOURCES)) {
    delete update.name;
  } else if (lead.name === undefined) {
    update.name = buildLeadName({
      firstName: columns.firstName ?? stored.firstName,
      middleName: columns.middleName ?? stored.middleName,
      lastName: columns.lastName ?? stored.lastName,
    });
  }
  return update;
}
