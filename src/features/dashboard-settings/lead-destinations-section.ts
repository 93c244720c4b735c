import { env } from '@/env';
import { formText } from '@/domain/forms/nest-form-values';
import { ZLeadDestinations } from '@/domain/site/lead-destinations.schema';
import { refusedHost } from '@/server/http/outbound-destination';
import type { TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import { keptRows } from './list-rows';
import type { TFormValues, TSettingsSection } from './section.types';

const FIELDS = ['name', 'url', 'to', 'from', 'secret'] as const;

function destinationValues(destinations: readonly TStoredLeadDestination[]): TFormValues {
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

/** A blank secret field: the secret the row was saved with, as stored (sealed), else none ('' is refused). */
function keptSecret(saved: TStoredLeadDestination | undefined) {
  if (saved?.kind !== 'webhook') return { secret: '' };
  return 'sealedSecret' in saved ? { sealedSecret: saved.sealedSecret } : { secret: saved.secret };
}

/**
 * The destinations as the dashboard saves them: an address on the platform's own network (localhost, a private,
 * link-local or metadata IP) is refused at its field unless WEBHOOK_ALLOW_PRIVATE lets it through. A name is
 * judged again by the addresses it resolves to when each lead is sent (src/server/http/guarded-fetch.ts).
 */
const ZDashboardLeadDestinations = ZLeadDestinations.superRefine((destinations, ctx) => {
  destinations.forEach((destination, index) => {
    if (!('url' in destination) || !URL.canParse(destination.url)) return;
    if (refusedHost(new URL(destination.url).hostname, env.WEBHOOK_ALLOW_PRIVATE) === null) return;
    ctx.addIssue({
      code: 'custom',
      path: [index, 'url'],
      message: 'is a public address, not localhost, a private network or a cloud metadata address',
    });
  });
});

/**
 * Where leads go: webhooks (URL and signing secret), ADF email addresses and partner relays. A webhook's
 * secret is write-only: left empty, a row that was saved as a webhook keeps its saved secret (still sealed).
 */
export const leadDestinationsSection: TSettingsSection<typeof ZDashboardLeadDestinations> = {
  key: 'lead-destinations',
  title: 'Lead destinations',
  schema: ZDashboardLeadDestinations,
  secretFields: /\.secret$/,
  values: (site) => destinationValues(site.leadDestinations),
  decode: (form, site) => {
    const rows = keptRows(form.rows, FIELDS);
    const candidate = rows.map(({ node }) => {
      const kind = formText(node, 'kind');
      const name = formText(node, 'name');
      if (kind === 'email-adf') return { kind, name, to: formText(node, 'to'), from: formText(node, 'from') };
      if (kind !== 'webhook') return { kind, name, url: formText(node, 'url') };
      const typed = formText(node, 'secret');
      const saved = site.leadDestinations[Number(formText(node, 'saved') || NaN)];
      return { kind, name, url: formText(node, 'url'), ...(typed ? { secret: typed } : keptSecret(saved)) };
    });
    return { candidate, prefix: 'rows', sources: { rows: rows.map((r) => ({ key: r.key, nested: {} })) } };
  },
};
