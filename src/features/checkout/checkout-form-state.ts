import type { TFormErrors } from '@/domain/forms/types';

/** The buyer-details form after a post without JavaScript: its errors or why it cannot go on, and what was typed. */
export type TCheckoutFormState = {
  errors: TFormErrors;
  failure: string | null;
  values: Readonly<Record<string, string>>;
} | null;
