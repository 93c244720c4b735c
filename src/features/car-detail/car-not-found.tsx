import Link from 'next/link';
import type { ReactNode } from 'react';

type TProps = {
  /** What the 404 offers below its words: the car page's own passes this site's cars like the one asked for. */
  children?: ReactNode;
};

/**
 * The 404 of an address under a car (an unknown slug, or another site's car): says so and links home; the car page's
 * own 404 adds the similar cars.
 */
export function CarNotFound({ children }: TProps) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-6 px-4 py-12 sm:px-6">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that car</h1>
      <p className="text-ink-muted">
        It may have been sold or moved. {children ? 'Here are cars in stock now, or go' : 'Go'}{' '}
        <Link href="/" className="font-semibold underline underline-offset-4">
          back to the home page
        </Link>
        {children ? '.' : ' for the cars in stock now.'}
      </p>
      {children}
    </main>
  );
}
