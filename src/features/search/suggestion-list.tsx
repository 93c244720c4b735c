import type { ReactNode } from 'react';

/** The suggestions' listbox: empty and hidden until there is something to suggest. */
export function SuggestionList({
  id,
  hidden,
  children,
}: {
  id: string;
  hidden: boolean;
  children?: ReactNode;
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label="Suggestions"
      hidden={hidden}
      className="border-line bg-surface text-ink rounded-theme absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto border shadow-lg"
    >
      {children}
    </ul>
  );
}
