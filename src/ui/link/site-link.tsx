import Link from 'next/link';
import type { ComponentProps } from 'react';
import { shouldPrefetch } from '@/domain/search/should-prefetch';

type TProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/** An internal link: prefetched unless the spec says the path never is (shouldPrefetch). */
export function SiteLink({ href, ...rest }: TProps) {
  return <Link href={href} prefetch={shouldPrefetch(href) ? undefined : false} {...rest} />;
}
