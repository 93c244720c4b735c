import type { ReactNode } from 'react';

type TProps = {
  /** The theme's surface, or its alternate surface for a card that sits on the surface itself. */
  tone?: 'surface' | 'alt';
  /** The light shadow of a card in a grid of cards. */
  raised?: boolean;
  /** An <article> for an item that stands alone (a car in a grid); a <div> for a panel of its page. */
  as?: 'article' | 'div';
  /** Layout within its grid (h-full, relative for an overlaid badge, group for hover on a whole-card link). */
  className?: string;
  children: ReactNode;
};

/**
 * A card: its content in a column inside the theme's line and radius, on its surface; a photo at its top reaches
 * its edges.
 */
export function Card({
  tone = 'surface',
  raised = false,
  as: Element = 'article',
  className,
  children,
}: TProps) {
  const look = [
    'rounded-theme border-line flex flex-col overflow-hidden border',
    tone === 'alt' ? 'bg-surface-alt' : 'bg-surface',
    raised && 'shadow-sm',
    className,
  ];
  return <Element className={look.filter(Boolean).join(' ')}>{children}</Element>;
}
