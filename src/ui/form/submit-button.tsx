import type { ButtonHTMLAttributes } from 'react';

/** The form's main button in the theme's colours; with `spinner`, a spinning ring and '(saving)' for screen readers. */
export function SubmitButton({
  spinner = false,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { spinner?: boolean }) {
  return (
    <button
      type="submit"
      className="rounded-theme bg-primary text-primary-contrast inline-flex min-h-11 items-center justify-center gap-2 px-5 py-2 font-semibold disabled:opacity-70"
      {...button}
    >
      {spinner && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
      {spinner && <span className="sr-only"> (saving)</span>}
    </button>
  );
}
