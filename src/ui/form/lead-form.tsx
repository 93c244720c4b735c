'use client';

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { isOptionalField } from '@/domain/forms/form-field';
import { formErrors, type TFormSchema } from '@/domain/forms/form-schema';
import { LOADING_LABEL } from '@/domain/forms/messages';
import type { TFormErrors, TFormValues } from '@/domain/forms/types';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ErrorSummary } from './error-summary';
import { HoneypotField } from './honeypot-field';
import { checkboxNames, readFormValues } from './read-form-values';
import { SendFailure } from './send-failure';
import { prefillStoredDetails } from './prefill-stored-details';
import { SubmitButton } from './submit-button';
import { useLeadForm, type TSendResult } from './use-lead-form';

/** What a layout needs to draw a field of the form: its id, its error and whether it is required. */
export type TLeadFormField = {
  id: (name: string) => string;
  error: (name: string) => string | undefined;
  required: (name: string) => boolean;
  /** All of those with its name and label, to spread on a field component. */
  props: (name: string) => { id: string; name: string; label: string; required: boolean; error?: string };
};

type TProps<T extends object> = {
  /** The form's schema, checked here and again by the route that receives the form. */
  form: TFormSchema;
  /** The label of each field the form shows (the summary names fields by them). */
  labels: Readonly<Record<string, string>>;
  /** Where the form posts without JavaScript (or before it is interactive): a route or a server action. */
  action: string | ((data: FormData) => void);
  /** Hidden inputs (the lead's category, car, …), sent and posted with the fields. */
  hidden?: Readonly<Record<string, string | number>>;
  /** Sends the checked values (honeypot removed); on success `onSent` runs (navigate, record the lead). */
  send: (values: Record<string, unknown>) => Promise<TSendResult<T>>;
  onSent: (result: { ok: true } & T, values: TFormValues) => void;
  /** Starts loading the code `send` needs, which the page does not load: called when the form takes focus. */
  warm?: () => void;
  /** 'Your enquiry has not been sent.', … */
  failureTitle: string;
  /** The dealer's phone offered when sending fails (phoneLink on the server). */
  phone: TPhoneLink | null;
  submitLabel: string;
  /** The privacy collection notice, above the button. */
  notice: ReactNode;
  /** A post without JavaScript that the route refused: its errors and failure. */
  posted?: { errors: TFormErrors; failure: string | null } | null;
  children: (field: TLeadFormField) => ReactNode;
};

/**
 * The one-step lead form shell: fields read with FormData and checked against the form's schema (errors at
 * each field and in the summary), stored details prefilling name, email, phone and postcode, the honeypot, submit
 * ('Loading...'), failure keeping what was typed with a retry and the dealer's phone. Until it is
 * interactive (and without JavaScript) it is a plain form that the browser checks and posts to `action`.
 */
export function LeadForm<T extends object>(props: TProps<T>) {
  const { form, labels, action, hidden = {}, send, onSent, posted, children } = props;
  const idPrefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const shown = Object.keys(labels);
  const state = useLeadForm({
    shown,
    initialErrors: posted?.errors,
    initialFailure: posted?.failure,
  });
  const { errors, failure, sending, summaryRef, failureRef } = state;

  useEffect(() => {
    if (formRef.current) prefillStoredDetails(formRef.current);
  }, []);

  const valuesOf = (element: HTMLFormElement) =>
    readFormValues(new FormData(element), checkboxNames(element));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = valuesOf(event.currentTarget);
    if (state.showErrors(formErrors(form, values))) return;
    const result = await state.send(values, send);
    if (result) onSent(result, values);
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const required = (name: string) => form.fields[name] !== undefined && !isOptionalField(form.fields[name]);
  const field: TLeadFormField = {
    id,
    error: (name) => errors[name],
    required,
    props: (name) => ({
      id: id(name),
      name,
      label: labels[name] ?? name,
      required: required(name),
      error: errors[name],
    }),
  };
  return (
    <form
      ref={formRef}
      {...(typeof action === 'string' ? { method: 'post', action } : { action })}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={props.warm}
      onChange={(event) => state.clearCorrected(formErrors(form, valuesOf(event.currentTarget)))}
      className="flex flex-col gap-4"
      aria-busy={sending}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary ref={summaryRef} errors={errors} labelOf={(name) => labels[name]} idPrefix={idPrefix} />
      {children(field)}
      <HoneypotField idPrefix={idPrefix} />
      {failure && (
        <SendFailure ref={failureRef} title={props.failureTitle} message={failure} phone={props.phone} />
      )}
      {props.notice}
      <SubmitButton disabled={sending}>
        {sending ? LOADING_LABEL : failure ? 'Try again' : props.submitLabel}
      </SubmitButton>
    </form>
  );
}
