'use client';

import { useMultiStepState } from './multi-step-context';

/**
 * A multi-step field's error, drawn by the form in the browser beside a field the server drew (`id` is the field's,
 * whose aria-describedby points here while it shows).
 */
export function FieldError({ id, name }: { id: string; name: string }) {
  const error = useMultiStepState().errors[name];
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
      {error}
    </p>
  );
}
