import { TextField } from '@/ui/form/text-field';
import { fieldId } from '@/ui/form/field-id';

const BUTTON = 'bg-primary text-primary-contrast rounded px-4 py-2 font-semibold';

/** A form that asks for the person's password before a two-factor change; its field is `name`. */
export function PasswordForm(props: { action: string; name: string; error?: string; button: string }) {
  return (
    <form method="post" action={props.action} noValidate className="flex max-w-sm flex-col gap-4">
      <TextField
        id={fieldId(props.name)}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={props.error}
      />
      <p>
        <button type="submit" className={BUTTON}>
          {props.button}
        </button>
      </p>
    </form>
  );
}

/** The new key as an authenticator app takes it, and the form of its first code. */
export function ConfirmAuthenticatorForm(props: {
  action: string;
  uri: string;
  keyText: string;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          In your authenticator app, add an account and choose to enter a setup key. Type this key (spaces do
          not matter), time-based:
          <code className="bg-surface-alt mt-1 block w-fit rounded px-2 py-1 font-mono text-lg break-all">
            {props.keyText}
          </code>
        </li>
        <li>
          On a phone with the app, you can{' '}
          <a href={props.uri} className="text-primary underline">
            open this key in the app
          </a>{' '}
          instead. The same key as a link (the content of a QR code):
          <code className="bg-surface-alt mt-1 block rounded px-2 py-1 font-mono text-sm break-all">
            {props.uri}
          </code>
        </li>
        <li>Enter the 6-digit code the app now shows for Forecourt.</li>
      </ol>
      <form method="post" action={props.action} noValidate className="flex max-w-sm flex-col gap-4">
        <TextField
          id={fieldId('code')}
          name="code"
          label="Authentication code"
          hint="The 6 digits the app shows now"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          required
          error={props.error}
        />
        <p>
          <button type="submit" className={BUTTON}>
            Turn on two-factor sign-in
          </button>
        </p>
      </form>
    </div>
  );
}
