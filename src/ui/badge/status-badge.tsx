import type { ReactNode } from 'react';

const TONES = { ink: 'bg-ink text-surface', accent: 'bg-accent text-accent-contrast' };

type TProps = {
  /** `ink` for a state that ends the sale (JUST SOLD), `accent` for any other (RESERVED, COMING SOON, a tag). */
  tone: keyof typeof TONES;
  children: ReactNode;
};

/** A status over the top-left corner of a card's photo, in small capitals and the theme's colours. */
export function StatusBadge({ tone, children }: TProps) {
  return (
    <p
      className={`${TONES[tone]} absolute top-2 left-2 z-10 rounded px-2 py-1 text-xs font-bold tracking-wide uppercase`}
    >
      {children}
    </p>
  );
}
