import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, draftLabel, type TFieldState } from '@/ui/form/draft-field';
import { ListError } from './list-error';
import { rowCount } from './row-count';

const KINDS = [
  { value: 'webhook', label: 'Webhook (signed JSON)' },
  { value: 'email-adf', label: 'ADF email' },
  { value: 'taurus', label: 'Taurus relay' },
  { value: 'drive-iq', label: 'Drive IQ relay' },
  { value: 'car-clarity', label: 'Car Clarity relay' },
];

type TRowField = { key: string; label: string; hint: string; type?: 'url' | 'email' };

/** Where a row goes: an address (webhook, relay), or email addresses (ADF); the secret sits between them. */
const WHERE: readonly TRowField[] = [
  { key: 'name', label: 'Name', hint: 'e.g. Sales CRM' },
  { key: 'url', label: 'Address', type: 'url', hint: 'Webhooks and relays: https://…' },
];
const EMAIL: readonly TRowField[] = [
  { key: 'to', label: 'Send to', type: 'email', hint: 'ADF email: the CRM’s lead inbox' },
  { key: 'from', label: 'Send from', type: 'email', hint: 'ADF email: the sender' },
];

function RowFields({ f, row, fields }: { f: TFieldState; row: number; fields: readonly TRowField[] }) {
  return fields.map(({ key, ...field }) => (
    <TextField key={key} {...draftField(f, `rows.${row}.${key}`, field.label)} {...field} />
  ));
}

/**
 * Each destination's kind, name and where it goes: an address (webhook, relay) or email addresses (ADF). A
 * webhook's signing secret is write-only: the page says only whether one is set; leaving the field empty keeps
 * it. Secrets are stored encrypted.
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
            <SelectField {...draftField(f, `rows.${i}.kind`, 'Kind')} options={KINDS} chooseOne={false} />
            <RowFields f={f} row={i} fields={WHERE} />
            <TextField
              {...draftLabel(f, `rows.${i}.secret`, 'Signing secret')}
              type="password"
              autoComplete="new-password"
              hint={
                hasSecret
                  ? 'Set (stored encrypted, never shown): leave empty to keep it.'
                  : 'Not set. Webhooks: at least 16 characters, stored encrypted.'
              }
            />
            <RowFields f={f} row={i} fields={EMAIL} />
            <CheckboxField {...draftCheckbox(f, `rows.${i}.remove`, 'Remove')} />
          </fieldset>
        );
      })}
    </div>
  );
}
