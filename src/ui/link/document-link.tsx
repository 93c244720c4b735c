import type { ComponentProps } from 'react';

type TProps = ComponentProps<'a'> & { href: string };

/**
 * An internal link that loads a new document instead of navigating inside the page, so the page's own response
 * headers apply: the checkout's Content-Security-Policy, the only one that lets Stripe.js load (ADR 0012).
 */
export function DocumentLink(props: TProps) {
  return <a {...props} />;
}
