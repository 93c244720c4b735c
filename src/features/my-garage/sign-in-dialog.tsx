'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readFavourites, type TFavouriteCar } from '@/features/favourites/favourites-store';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { postGarageForm } from './post-garage-form';

export type TSignInDialogProps = {
  siteSlug: string;
  onClose: () => void;
  onSignedIn: (email: string, favourites: TFavouriteCar[]) => void;
};

type TErrors = { email?: string; code?: string };

/**
 * The My Garage sign-in popup: the email, then the 6-digit code emailed to it; the cars saved in this browser are
 * merged into the account. A modal <dialog> (Escape and the ✕ close it; focus returns to the link). Loaded on the
 * first tap of the header's link, so pages do not carry it.
 */
export function SignInDialog({ siteSlug, onClose, onSignedIn }: TSignInDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const refused = (answer: { error: string; field: string | null }, fallback: keyof TErrors) =>
    setErrors({
      [answer.field === 'email' || answer.field === 'code' ? answer.field : fallback]: answer.error,
    });

  const askForCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    const answer = await postGarageForm('/api/account/code', { purpose: 'sign_in', email: typed });
    setBusy(false);
    setEmail(typed);
    if (!answer.ok) return refused(answer, 'email');
    setErrors({});
    setStep('code');
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    const answer = await postGarageForm<{ email: string; favourites: TFavouriteCar[] }>(
      '/api/account/sign-in',
      {
        email,
        code,
        favourites: readFavourites(siteSlug).map((car) => car.id),
      },
    );
    setBusy(false);
    if (!answer.ok) return refused(answer, 'code');
    onSignedIn(answer.data.email, answer.data.favourites);
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="my-garage-sign-in-title"
      onClose={onClose}
      className="bg-surface text-ink rounded-theme m-auto max-h-[92dvh] w-[min(28rem,calc(100vw-2rem))] max-w-none overflow-y-auto p-5 shadow-xl backdrop:bg-black/60 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="my-garage-sign-in-title" className="text-xl font-bold">
          Sign in to My Garage
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="rounded-theme border-line min-h-11 min-w-11 cursor-pointer border px-3 font-semibold"
        >
          ✕
        </button>
      </div>
      {step === 'email' ? (
        <form noValidate onSubmit={askForCode} className="flex flex-col gap-4">
          <p className="text-ink-muted text-sm">
            Keep your saved cars on every device. We email you a code: no password.
          </p>
          <TextField
            id="garage-dialog-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            defaultValue={email}
            error={errors.email}
          />
          <SubmitButton spinner={busy} disabled={busy}>
            Email me a code
          </SubmitButton>
        </form>
      ) : (
        <form noValidate onSubmit={signIn} className="flex flex-col gap-4">
          <p className="text-sm" aria-live="polite">
            We sent a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
          </p>
          <TextField
            id="garage-dialog-code"
            name="code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
            error={errors.code}
          />
          <SubmitButton spinner={busy} disabled={busy}>
            Sign in
          </SubmitButton>
          <button
            type="button"
            onClick={() => setStep('email')}
            className="min-h-11 self-start font-semibold underline underline-offset-4"
          >
            Use another email or send a new code
          </button>
        </form>
      )}
    </dialog>
  );
}
