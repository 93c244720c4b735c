import type { TFormSchema } from '@/domain/forms/form-schema';

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
