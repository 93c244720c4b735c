import { checkoutAmountCents } from '@/domain/checkout/checkout-amount';
import { checkoutKinds, type TCheckoutKind } from '@/domain/checkout/checkout-kinds';
import { phoneLink } from '@/domain/phone/phone-link';
import { formatPrice } from '@/domain/price/format-price';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { checkoutSettingsOf } from '@/server/payments/checkout-settings';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { CheckoutCar } from './checkout-car';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutTerms } from './checkout-terms';
import { isCheckoutOffered } from './is-checkout-offered';
import { KindChoice } from './kind-choice';
import { OwnReservationNotice } from './own-reservation-notice';

type TProps = {
  site: TSite;
  car: TCarWithImages;
  /** The kind the address asks for (`?kind=`), when the site offers it. */
  asked: string | undefined;
  origin: string;
};

const HEADINGS: Record<TCheckoutKind, string> = {
  reserve: 'Reserve this car online',
  buy: 'Buy this car online',
};

/**
 * /cars/{slug}/{checkoutPath}: the car with its drive-away price, what is paid now (worked out as the server
 * will charge it), the terms in plain words, then the buyer's details and the payment step. A car that can no
 * longer be paid for online (reserved, sold, checkout off) says so and points back to its page.
 */
export function CheckoutPage({ site, car, asked, origin }: TProps) {
  const settings = checkoutSettingsOf(site);
  const kinds = checkoutKinds(settings.kind);
  const kind = kinds.find((k) => k === asked) ?? kinds[0]!;
  const carPath = `/cars/${encodeURIComponent(car.slug)}`;
  const open = isCheckoutOffered(car, site.featureFlags) && car.price !== null;
  const amount = formatPrice(
    checkoutAmountCents(kind, car.price ?? 0, settings.depositCents) / 100,
    site.currency,
  );
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">{open ? HEADINGS[kind] : 'This car cannot be paid for online'}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-4">
          <CheckoutCar car={car} currency={site.currency} country={site.country} />
          {open && (
            <p className="rounded-theme border-primary border-2 p-4">
              <span className="block text-sm font-semibold">
                {kind === 'reserve' ? 'Refundable deposit to pay now' : 'To pay now: the drive-away price'}
              </span>
              <span className="text-2xl font-bold">{amount}</span>
              {kind === 'reserve' && (
                <span className="text-ink-muted block text-sm">It comes off the drive-away price.</span>
              )}
            </p>
          )}
        </div>
        {open ? (
          <div className="flex min-w-0 flex-col gap-6">
            {kinds.length > 1 && (
              <KindChoice path={`${carPath}/${site.checkoutPath}`} kinds={kinds} chosen={kind} />
            )}
            <CheckoutTerms
              kind={kind}
              amount={amount}
              holdMinutes={settings.holdMinutes}
              siteName={site.name}
            />
            <CheckoutFlow
              site={{
                slug: site.slug,
                name: site.name,
                phone: phoneLink(site.phone, site.country),
                currency: site.currency,
              }}
              car={{
                id: car.id,
                dealershipId: car.dealershipId,
                slug: car.slug,
                name: car.name,
                stocknum: car.stocknum,
              }}
              kind={kind}
              origin={origin}
              confirmationPath={`${carPath}/${site.checkoutPath}/confirmation`}
              payLabel={`Pay ${amount}`}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <OwnReservationNotice carId={car.id}>
              <p className="text-lg">
                {car.sold
                  ? 'This car has been sold.'
                  : car.reserved
                    ? 'This car is reserved.'
                    : 'This car is not offered for online payment.'}{' '}
                You can still ask us about it, or about a similar car.
              </p>
            </OwnReservationNotice>
            <p>
              <SiteLink href={carPath} className="font-semibold underline underline-offset-4">
                Back to the {car.name}
              </SiteLink>
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
