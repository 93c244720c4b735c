import { formText } from '@/domain/forms/nest-form-values';
import { ZSalesContacts } from '@/domain/site/sales-contacts.schema';
import { keptRows } from './list-rows';
import type { TSettingsSection } from './section.types';

const FIELDS = ['name', 'role', 'phone', 'email'] as const;

/** The people buyers may call or write to, shown in the dealer-contacts footer. */
export const salesContactsSection: TSettingsSection<typeof ZSalesContacts> = {
  key: 'contacts',
  title: 'Sales contacts',
  schema: ZSalesContacts,
  values: (site) =>
    Object.fromEntries(
      site.salesContacts.flatMap((c, i) => FIELDS.map((f) => [`rows.${i}.${f}`, c[f]] as const)),
    ),
  decode: (form) => {
    const rows = keptRows(form.rows, FIELDS);
    return {
      candidate: rows.map(({ node }) => Object.fromEntries(FIELDS.map((f) => [f, formText(node, f)]))),
      prefix: 'rows',
      sources: { rows: rows.map((r) => ({ key: r.key, nested: {} })) },
    };
  },
};
