import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way back from a dashboard page to the list it was opened from ('Back to the stock'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className="text-primary underline">
        {children}
      </Link>
    </p>
  );
}
