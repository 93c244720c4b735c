import { useRef, useState } from 'react';
import { apiFieldError } from '@/domain/forms/api-field-error';
import { screenHoneypot } from '@/domain/forms/honeypot';
import type { TFormErrors, TFormValues } from '@/domain/forms/types';

/** What sending a form's values came to: the route's answer, or the message (and field) it refused with. */
export type TSendResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; message: string; field: string | null };

type TOptions = {
  /** The fields the form shows: an error the route names on one of them is shown at that field. */
  shown: readonly string[];
  /** Errors and a failure to start with: a post without JavaScript the route refused. */
  initialErrors?: TFormErrors;
  initialFailure?: string | null;
  /** Told the field a refusal landed on (a multi-step form goes to its step). */
  onFieldError?: (name: string) => void;
};

const afterPaint = (focus: () => void) => requestAnimationFrame(focus);

/**
 * The state every lead form shares: each field's error and the 'Please fix the following errors:' summary
 * (focused when errors appear), sending ('Loading...'), and a failure that keeps what was typed (focused).
 * `send` drops a submission the honeypot caught (logged, nothing sent, spec 5), and shows a refusal at its
 * field when the form shows it, else as the failure.
 */
export function useLeadForm({ shown, initialErrors = {}, initialFailure = null, onFieldError }: TOptions) {
  const [errors, setErrors] = useState<TFormErrors>(initialErrors);
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  /** Shows these errors (none clears them); true when there are some. */
  function showErrors(found: TFormErrors): boolean {
    setErrors(found);
    const failed = Object.keys(found).length > 0;
    if (failed) afterPaint(() => summaryRef.current?.focus());
    return failed;
  }

  /**
   * After a failed submit, a flagged field's error goes as soon as it is corrected; errors are never added
   * or reworded while typing (the summary is a live region), only on the next submit.
   */
  function clearCorrected(found: TFormErrors) {
    if (Object.keys(errors).length === 0) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name in found)));
  }

  function fail(message: string, field: string | null) {
    const error = apiFieldError(field, message);
    if (error.name && shown.includes(error.name)) {
      onFieldError?.(error.name);
      showErrors({ [error.name]: error.message });
      return;
    }
    setFailure(message);
    afterPaint(() => failureRef.current?.focus());
  }

  /**
   * Sends the values unless the honeypot caught them; the route's answer when it took them, else null.
   * `busy` is set while it sends (default: sending, which stays on after success, while the page moves on).
   */
  async function send<T extends object>(
    values: TFormValues,
    transport: (values: Record<string, unknown>) => Promise<TSendResult<T>>,
    busy?: (on: boolean) => void,
  ): Promise<({ ok: true } & T) | null> {
    const screened = screenHoneypot(values);
    if (screened.spam) {
      console.warn(screened.log);
      return null;
    }
    (busy ?? setSending)(true);
    setFailure(null);
    const result = await transport(screened.values);
    if (busy || !result.ok) (busy ?? setSending)(false);
    if (!result.ok) {
      fail(result.message, result.field);
      return null;
    }
    return result;
  }

  /** Whether the honeypot caught these values (nothing was sent, and nothing is said). */
  const caught = (values: TFormValues) => screenHoneypot(values).spam;

  return { errors, failure, sending, summaryRef, failureRef, showErrors, clearCorrected, send, caught };
}
