import type { TSiteCard } from '@/domain/site/site-card';
import { PhoneLink } from '@/ui/link/phone-link';

/**
 * A site's page for a server error: the dealer's name, logo and colour and the number a buyer can call, from the
 * site's card alone (no database). Inline colours: the theme's stylesheet variables may not be on the page.
 */
export function SiteErrorPage({ card, onRetry }: { card: TSiteCard | null; onRetry?: () => void }) {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center gap-4 px-6 py-16"
      style={{ fontFamily: 'system-ui, sans-serif' }}
    >
      {card && (
        <p
          style={{ background: card.colorPrimary, color: card.colorPrimaryContrast }}
          className="rounded-theme self-start px-4 py-2 text-lg font-bold"
        >
          {card.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the image optimiser may be what is failing
            <img src={card.logoUrl} alt={card.name} style={{ maxHeight: 48 }} />
          ) : (
            card.name
          )}
        </p>
      )}
      <h1 className="text-3xl font-bold">Sorry, this page isn&apos;t working right now</h1>
      <p>Something went wrong on our side. Please try again in a few minutes.</p>
      {card?.phone && (
        <p className="text-lg">
          Or call {card.name} on{' '}
          <PhoneLink
            phone={card.phone}
            country={card.country}
            className="font-semibold underline underline-offset-4"
          />
          .
        </p>
      )}
      {onRetry && (
        <p>
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-4">
            Try again
          </button>
        </p>
      )}
    </main>
  );
}
