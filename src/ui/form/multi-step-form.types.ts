import type { TFormSchema } from '@/domain/forms/form-schema';
import type { TFormValues } from '@/domain/forms/types';
import type { TSendResult } from './use-lead-form';

/** How one field of a multi-step form is shown; whether it is required or conditional is its schema's. */
export type TStepField = {
  name: string;
  label: string;
  input?: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'radio';
  /** A select's choices (the schema checks them again). */
  options?: readonly (string | { value: string; label: string })[];
  autoComplete?: string;
  hint?: string;
  /** The on-screen keyboard: 'numeric' for amounts and postcodes. */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  /** Checked by the browser when JavaScript is off (the schema checks it otherwise). */
  pattern?: string;
  maxLength?: number;
};

/**
 * A step: its schema, checked on Next, and how its fields are shown. A review step first lists what the
 * earlier steps hold, each with a way back to change it.
 */
export type TFormStep = {
  title: string;
  description?: string;
  form: TFormSchema;
  fields: readonly TStepField[];
  review?: boolean;
};

/** What a multi-step form is given: its steps' schemas, hidden inputs and id prefix, and how it saves. */
export type TMultiStepOptions<T extends object> = {
  /** Each step's schema, checked on Next (and every one on Submit). */
  schemas: readonly TFormSchema[];
  /** The prefix of the ids of the fields and headings its steps were drawn with (MultiStepFields). */
  idPrefix: string;
  /** Hidden inputs sent with every save (category, subcategory, car_id, …). */
  hidden: Readonly<Record<string, string | number>>;
  /** Saves the values: `partial` on Next (spec 4), complete on Submit. */
  save: (values: Record<string, unknown>, options: { partial: boolean }) => Promise<TSendResult<T>>;
  /** Starts loading the code `save` needs, which the page does not load: called when the form takes focus. */
  warm?: () => void;
  /** Save a partial lead on each Next; the last step completes it. */
  savePartial: boolean;
  /** Told each step the visitor moves on from (the analytics 'go to next step' event). */
  onNext?: (step: number) => void;
  onSent: (result: { ok: true } & T, values: TFormValues) => void;
};
