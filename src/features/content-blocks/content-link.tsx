import type { ReactNode } from 'react';
import { SiteLink } from '@/ui/link/site-link';

type TProps = { href: string; className: string; children: ReactNode; 'aria-describedby'?: string };

/** A dealer-set link: a site path goes through SiteLink (the spec's prefetch rule), an https address is a plain link. */
export function ContentLink({ href, ...rest }: TProps) {
  return href.startsWith('/') ? (
    <SiteLink href={href} {...rest} />
  ) : (
    <a href={href} rel="noopener" {...rest} />
  );
}
