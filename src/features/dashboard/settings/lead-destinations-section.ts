import { formText } from '@/domain/forms/nest-form-values';
import { ZLeadDestinations, type TLeadDestination } from '@/domain/site/lead-destinations.schema';
import { keptRows } from './list-rows';
import type { TFormValues, TSettingsSection } from './section.types';

const FIELDS = ['name', 'url', 'to', 'from', 'secret'] as const;

function destinationValues(destinations: readonly TLeadDestination[]): TFormValues {
  const values: TFormValues = {};
  destinations.forEach((d, i) => {
    values[`rows.${i}.kind`] = d.kind;
    values[`rows.${i}.name`] = d.name;
    values[`rows.${i}.saved`] = String(i);
    if ('url' in d) values[`rows.${i}.url`] = d.url;
    if (d.kind === 'email-adf') {
      values[`rows.${i}.to`] = d.to;
      values[`rows.${i}.from`] = d.from;
    }
  });
  return values;
}

/**
 * Where leads go: webhooks (URL and signing secret), ADF email addresses and partner relays. A webhook's
 * secret is write-only: left empty, a row that was saved as a webhook keeps its saved secret.
 */
export const leadDestinationsSection: TSettingsSection<typeof ZLeadDestinations> = {
  key: 'lead-destinations',
  title: 'Lead destinations',
  schema: ZLeadDestinations,
  secretFields: /\.secret$/,
  values: (site) => destinationValues(site.leadDestinations),
  decode: (form, site) => {
    const rows = keptRows(form.rows, FIELDS);
    const candidate = rows.map(({ node }) => {
      const kind = formText(node, 'kind');
      const name = formText(node, 'name');
      if (kind === 'email-adf') return { kind, name, to: formText(node, 'to'), from: formText(node, 'from') };
      if (kind !== 'webhook') return { kind, name, url: formText(node, 'url') };
      const saved = site.leadDestinations[Number(formText(node, 'saved') || NaN)];
      const secret = formText(node, 'secret') || (saved?.kind === 'webhook' ? saved.secret : '');
      return { kind, name, url: formText(node, 'url'), secret };
    });
    return { candidate, prefix: 'rows', sources: { rows: rows.map((r) => ({ key: r.key, nested: {} })) } };
  },
};
