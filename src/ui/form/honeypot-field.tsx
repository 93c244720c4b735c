import type { InputHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@/domain/forms/honeypot';

/** The spam trap (spec 5): off screen, out of the tab order and autofill, so only a bot fills it in. */
export function HoneypotField({
  idPrefix,
  ...input
}: { idPrefix: string } & Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...input}
      />
    </div>
  );
}
