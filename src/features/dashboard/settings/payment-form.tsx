import { CheckboxField, SelectField, TextField, type TFieldState } from '../form/fields';
import { formatDateTime } from '../shell/format-date-time';

const PROVIDERS = [
  { value: '', label: 'None' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'till', label: 'Till Payments' },
  { value: 'st_george', label: 'St.George' },
  { value: 'offline', label: 'Offline (no card payments)' },
];

/** The processor and its keys. The secret key is never shown back: the page only says when it was set. */
type TProps = { f: TFieldState; secretSetAt: Date | null; timeZone: string };

export function PaymentForm({ f, secretSetAt, timeZone }: TProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField f={f} name="provider" label="Processor" options={PROVIDERS} />
      <TextField
        f={f}
        name="publicKey"
        label="Publishable key"
        hint="Shown in buyers' browsers, e.g. pk_live_…"
      />
      <TextField
        f={f}
        name="secretKey"
        label="Secret key"
        type="password"
        autoComplete="new-password"
        hint={
          secretSetAt
            ? `A secret key is set (${formatDateTime(secretSetAt, timeZone)}): leave empty to keep it. Stored encrypted, never shown.`
            : 'No secret key is set. Stored encrypted, never shown again.'
        }
      />
      {secretSetAt && <CheckboxField f={f} name="clearSecret" label="Remove the saved secret key" />}
    </div>
  );
}
