import Link from 'next/link';
import type { ReactNode } from 'react';
import { CAR_ACTION_LABELS, carActions } from '@/domain/cars/car-actions';
import { checkoutLabel } from '@/domain/checkout/checkout-kinds';
import { stockTypeLabel } from '@/domain/cars/stock-type-label';
import type { TFinanceLayout } from '@/domain/finance/finance-layouts';
import { isCheckoutOffered } from '@/features/checkout/is-checkout-offered';
import type { TSiteCheckout } from '@/features/checkout/site-checkout';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import { CompareLink } from '@/features/compare/compare-link';
import { FavouriteToggle } from '@/features/favourites/favourite-toggle';
import { Card } from '@/ui/card/card';
import { DocumentLink } from '@/ui/link/document-link';
import { CarCardBanner } from './car-card-banner';
import { CarCardRepayment } from './car-card-repayment';
import type { TCarCardCar, TCarCardFlags } from './car-card.types';
import { CarPrice } from './car-price';
import { SearchResultLink } from './search-result-link';

export type TCarCardProps = {
  car: TCarCardCar;
  currency: 'AUD' | 'NZD';
  /** The LCP card: its photo loads eagerly with high priority; all others lazily. */
  priority?: boolean;
  /** With it, the card offers the favourite toggle (favourites are kept per site). */
  siteSlug?: string;
  /** With them, the card shows the tag banner (JUST SOLD, Electric, RESERVED, a tag, new arrival …). */
  flags?: TCarCardFlags;
  /** "Now" for the new-arrival banner; pass the request's time. */
  now?: Date;
  /** The hit's 1-based place in search results: the link then fires the search result click event. */
  searchPosition?: number;
  /** The site's finance layout: with it the card shows the car's weekly repayment (as on its page). */
  finance?: TFinanceLayout | null;
  /** Offer 'Apply Today' beside the repayment (search results, where the site shows finance). */
  applyToday?: boolean;
  /** The site's checkout: with it, the card offers Reserve Online / Buy Online where the car allows it. */
  checkout?: TSiteCheckout;
};

/** The checkout kinds the card offers: none unless every field isCheckoutOffered reads is known and passes. */
function checkoutKindsOf(car: TCarCardCar, checkout: TSiteCheckout | undefined) {
  if (!checkout || car.status === undefined || car.hasCheckoutPaymentProcessor === undefined) return [];
  const shown = isCheckoutOffered(
    {
      status: car.status,
      sold: car.sold === true,
      reserved: car.reserved === true,
      reservable: car.reservable ?? null,
      price: car.price,
      hasCheckoutPaymentProcessor: car.hasCheckoutPaymentProcessor,
      paymentProcessors: [],
      tag: car.tag ?? null,
    },
    checkout,
  );
  return shown ? checkout.kinds : [];
}

/** The one action a card offers, as the car's actions allow: a sold car similar cars, a Test Drive Only car a test drive. */
function cardAction(car: TCarCardCar): 'enquire' | 'book-a-test-drive' | 'find-me-something-similar' {
  const [first] = carActions({ sold: car.sold === true, tag: car.tag ?? null });
  return first === 'book-a-test-drive' || first === 'find-me-something-similar' ? first : 'enquire';
}

const ACTION_NAMES = {
  enquire: (name: string) => `Enquire about ${name}`,
  'book-a-test-drive': (name: string) => `Book a test drive of the ${name}`,
  'find-me-something-similar': (name: string) => `Find me something similar to the ${name}`,
};

const LINK_CLASS =
  'text-ink underline-offset-4 group-hover:underline after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The car card around its photo, which the caller gives: CarCard works it out on the server; the favourites list,
 * drawn in the browser, takes it from the favourites API, so that next/image's prop code stays off its page.
 *
 * A car in a grid: photo with tag banner and location, name, stock type ('pre-owned' for used, as the spec
 * writes it), kilometres, drive-away price, weekly repayment (when the finance rule allows), favourite toggle
 * and one action (Enquire; Book a Test Drive for a Test Drive Only car; Find Me Something Similar for a
 * sold one), plus Reserve Online / Buy Online where the car may be paid for online; links to its page.
 */
export function CarCardFrame({
  car,
  currency,
  photo,
  siteSlug,
  flags,
  now,
  searchPosition,
  finance,
  applyToday,
  checkout,
}: Omit<TCarCardProps, 'priority'> & { photo: ReactNode }) {
  const href = `/cars/${car.slug}`;
  const location = [car.city, car.state].filter(Boolean).join(', ');
  const action = cardAction(car);
  const kinds = checkoutKindsOf(car, checkout);
  return (
    <Card raised className="group relative">
      <div className="bg-surface-alt relative aspect-[3/2]">
        {photo}
        {flags && <CarCardBanner car={car} flags={flags} now={now ?? new Date()} />}
        {location && (
          <p className="bg-surface text-ink absolute bottom-2 left-2 rounded px-2 py-0.5 text-xs font-medium">
            <span className="sr-only">Location: </span>
            {location}
          </p>
        )}
        {siteSlug && (
          <div className="absolute top-2 right-2 z-10">
            <FavouriteToggle siteSlug={siteSlug} car={{ id: car.id, slug: car.slug, name: car.name }} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base leading-snug font-semibold">
          {searchPosition === undefined ? (
            <Link href={href} className={LINK_CLASS}>
              {car.name}
            </Link>
          ) : (
            <SearchResultLink href={href} carId={car.id} position={searchPosition} className={LINK_CLASS}>
              {car.name}
            </SearchResultLink>
          )}
        </h3>
        <p className="text-ink-muted text-sm">
          {stockTypeLabel(car.carType)} · {formatWholeNumber(car.km)} km
        </p>
        <CarPrice price={car.price} currency={currency} />
        {finance && (
          <CarCardRepayment car={car} currency={currency} layout={finance} applyToday={applyToday} />
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* To the car page's actions (#enquire), where the same action opens its form or search. */}
          <Link
            href={`${href}#enquire`}
            className="text-ink relative z-10 inline-flex min-h-10 items-center font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
            aria-label={ACTION_NAMES[action](car.name)}
          >
            {CAR_ACTION_LABELS[action]}
          </Link>
          {siteSlug && (
            <CompareLink
              siteSlug={siteSlug}
              slug={car.slug}
              name={car.name}
              className="text-ink relative z-10 inline-flex min-h-10 items-center underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
            />
          )}
          {/* A new document: the checkout's own Content-Security-Policy lets Stripe.js load there. */}
          {kinds.map((kind) => (
            <DocumentLink
              key={kind}
              href={`${href}/${checkout!.path}${kinds.length > 1 ? `?kind=${kind}` : ''}`}
              className="rounded-theme bg-primary text-primary-contrast relative z-10 inline-flex min-h-10 items-center px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label={`${checkoutLabel(kind)}: ${car.name}`}
            >
              {checkoutLabel(kind)}
            </DocumentLink>
          ))}
        </div>
      </div>
    </Card>
  );
}
