import type { TFormField } from '@/domain';

/** One field of a multi-step form: the domain's field rule plus how it is shown. Required unless optional. */
export type TStepField = TFormField & {
  label: string;
  input?: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkbox';
  options?: readonly string[];
  autoComplete?: string;
  hint?: string;
};

export type TFormStep = { title: string; description?: string; fields: readonly TStepField[] };
