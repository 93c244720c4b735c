import { CheckboxField, ListError, SelectField, TextField, type TFieldState } from './fields';
import { rowCount } from './row-count';

const KINDS = [
  { value: 'webhook', label: 'Webhook (signed JSON)' },
  { value: 'email-adf', label: 'ADF email' },
  { value: 'taurus', label: 'Taurus relay' },
  { value: 'drive-iq', label: 'Drive IQ relay' },
  { value: 'car-clarity', label: 'Car Clarity relay' },
];

/**
 * Each destination's kind, name and where it goes: an address (webhook, relay) or email addresses (ADF). A
 * webhook's signing secret is write-only: a saved one is never shown; leaving the field empty keeps it.
 */
export function LeadDestinationsForm({
  f,
  savedSecrets,
}: {
  f: TFieldState;
  savedSecrets: ReadonlySet<number>;
}) {
  const rows = rowCount(f.values, 'rows', 1);
  return (
    <div className="flex flex-col gap-4">
      <ListError f={f} name="rows" label="Lead destinations" />
      {Array.from({ length: rows }, (_, i) => {
        const saved = f.values[`rows.${i}.saved`];
        const hasSecret = saved !== undefined && savedSecrets.has(Number(saved));
        return (
          <fieldset key={i} className="border-line grid gap-3 rounded border p-3 md:grid-cols-3">
            <legend className="px-1 font-medium">Destination {i + 1}</legend>
            {saved !== undefined && <input type="hidden" name={`rows.${i}.saved`} value={saved} />}
            <SelectField f={f} name={`rows.${i}.kind`} label="Kind" options={KINDS} />
            <TextField f={f} name={`rows.${i}.name`} label="Name" hint="e.g. Sales CRM" />
            <TextField
              f={f}
              name={`rows.${i}.url`}
              label="Address"
              type="url"
              hint="Webhooks and relays: https://…"
            />
            <TextField
              f={f}
              name={`rows.${i}.secret`}
              label="Signing secret"
              type="password"
              autoComplete="new-password"
              hint={
                hasSecret ? 'A secret is set: leave empty to keep it.' : 'Webhooks: at least 16 characters.'
              }
            />
            <TextField
              f={f}
              name={`rows.${i}.to`}
              label="Send to"
              type="email"
              hint="ADF email: the CRM's lead inbox"
            />
            <TextField
              f={f}
              name={`rows.${i}.from`}
              label="Send from"
              type="email"
              hint="ADF email: the sender"
            />
            <CheckboxField f={f} name={`rows.${i}.remove`} label="Remove" />
          </fieldset>
        );
      })}
    </div>
  );
}
