import type { TFormField } from '@/domain/forms/types';

/** One field of a multi-step form: the domain's field rule plus how it is shown. Required unless optional. */
export type TStepField = TFormField & {
  label: string;
  input?: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';
  autoComplete?: string;
  hint?: string;
  /** The on-screen keyboard: 'numeric' for amounts and postcodes. */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  /** Checked by the browser when JavaScript is off (the domain checks it otherwise). */
  pattern?: string;
  maxLength?: number;
};

/**
 * A step: its fields, checked on Next. A review step first lists what the earlier steps hold, each with
 * a way back to change it.
 */
export type TFormStep = {
  title: string;
  description?: string;
  fields: readonly TStepField[];
  review?: boolean;
};
