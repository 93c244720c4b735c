import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftCheckbox, draftField, draftLabel, type TFieldState } from '@/ui/form/draft-field';
import { formatDateTime } from '@/domain/dashboard/format-date-time';

const PROVIDERS = [
  { value: '', label: 'None' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'till', label: 'Till Payments' },
  { value: 'st_george', label: 'St.George' },
  { value: 'offline', label: 'Offline (no card payments)' },
];

/** When each write-only secret was last saved (null: not set). */
export type TPaymentSecretsSetAt = { secretKey: Date | null; webhookSecret: Date | null };

type TSecretProps = {
  f: TFieldState;
  name: keyof TPaymentSecretsSetAt;
  clearName: string;
  label: string;
  what: string;
  /** What the secret is, said before whether one is set. */
  about?: string;
  setAt: Date | null;
  timeZone: string;
};

function SecretField({ f, name, clearName, label, what, about, setAt, timeZone }: TSecretProps) {
  const state = setAt
    ? `A ${what} is set (${formatDateTime(setAt, timeZone)}): leave empty to keep it. Stored encrypted, never shown.`
    : `No ${what} is set. Stored encrypted, never shown again.`;
  return (
    <>
      <TextField
        {...draftLabel(f, name, label)}
        type="password"
        autoComplete="new-password"
        hint={about ? `${about} ${state}` : state}
      />
      {setAt && <CheckboxField {...draftCheckbox(f, clearName, `Remove the saved ${what}`)} />}
    </>
  );
}

type TProps = {
  f: TFieldState;
  secretsSetAt: TPaymentSecretsSetAt;
  timeZone: string;
  /** The site's Stripe webhook endpoint (/api/payments/webhooks/stripe/{slug}), to register at Stripe. */
  stripeWebhookPath: string;
};

/**
 * The processor and its keys. The secrets are never shown back: the page only says when each was set. Checkout
 * uses them before any set in the server's environment (docs/checkout.md).
 */
export function PaymentForm({ f, secretsSetAt, timeZone, stripeWebhookPath }: TProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField {...draftField(f, 'provider', 'Processor')} options={PROVIDERS} chooseOne={false} />
      <TextField
        {...draftField(f, 'publicKey', 'Publishable key')}
        hint="Shown in buyers' browsers, e.g. pk_live_… (Till and St.George: the merchant id)"
      />
      <SecretField
        f={f}
        name="secretKey"
        clearName="clearSecret"
        label="Secret key"
        what="secret key"
        setAt={secretsSetAt.secretKey}
        timeZone={timeZone}
      />
      <SecretField
        f={f}
        name="webhookSecret"
        clearName="clearWebhookSecret"
        label="Webhook signing secret (Stripe)"
        what="webhook signing secret"
        about={`The signing secret (whsec_…) of the endpoint ${stripeWebhookPath} on the site's address.`}
        setAt={secretsSetAt.webhookSecret}
        timeZone={timeZone}
      />
    </div>
  );
}
