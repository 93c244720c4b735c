import Link from 'next/link';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import { CAR_ACTION_LABELS, carActions, type TCarAction } from '@/domain/cars/car-actions';
import { isTradeInValuationShown } from '@/domain/cars/is-trade-in-valuation-shown';
import { CheckoutLinks } from '@/features/checkout/checkout-links';
import { EnquiryButton } from '@/features/enquiry/enquiry-button';
import type { TEnquiryCar, TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { PhoneReveal } from '@/features/phone-reveal/phone-reveal';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { siteSearchPath } from '@/domain/search/search-presets';

type TProps = {
  site: TSite;
  car: TCarWithImages;
  enquirySite: TEnquirySite;
  enquiryCar: TEnquiryCar;
  phone: string | null;
};

const checkoutClass =
  'rounded-theme bg-primary text-primary-contrast flex min-h-11 w-full items-center justify-center px-4 py-2 font-semibold';

const linkClass =
  'rounded-theme border-ink text-ink bg-surface flex min-h-11 w-full items-center justify-center border-2 px-4 py-2 font-semibold';

/**
 * The car's actions in the spec's order, as carActions allows: a sold car only Find Me Something Similar
 * (a search for the same make and model); a Test Drive Only car only Book a Test Drive; otherwise Enquire,
 * Get Finance, Trade-In Valuation (when the car qualifies), Got a Question?, Reserve Car Now, Book a Test
 * Drive and the phone-reveal card. Forms open in dialogs; Reserve Car Now goes to /contact with the car
 * and the Reserve Car category, after the checkout links (Reserve Online, Buy Online) where the car and
 * site allow paying online (isCheckoutButtonShown).
 */
export function CarSidebar({ site, car, enquirySite, enquiryCar, phone }: TProps) {
  const form = { site: enquirySite, car: enquiryCar };
  const render: Record<TCarAction, () => React.ReactNode> = {
    enquire: () => (
      <EnquiryButton
        {...form}
        kind="general"
        label={CAR_ACTION_LABELS.enquire}
        title="Enquire about this car"
        variant="primary"
      />
    ),
    'get-finance': () => (
      <SiteLink href={`/get-finance?car=${encodeURIComponent(car.slug)}`} className={linkClass}>
        {CAR_ACTION_LABELS['get-finance']}
      </SiteLink>
    ),
    'trade-in-valuation': () =>
      isTradeInValuationShown(car) ? (
        <SiteLink href={`/cars/${encodeURIComponent(car.slug)}/trade-in`} className={linkClass}>
          {CAR_ACTION_LABELS['trade-in-valuation']}
        </SiteLink>
      ) : null,
    'got-a-question': () => (
      <EnquiryButton
        {...form}
        kind="question"
        label={CAR_ACTION_LABELS['got-a-question']}
        title="Ask a question"
      />
    ),
    'reserve-car-now': () => (
      <div className="flex flex-col gap-3">
        <CheckoutLinks site={site} car={car} className={checkoutClass} />
        <Link
          href={`/contact?car=${encodeURIComponent(car.slug)}&category=Reserve%20Car`}
          className={linkClass}
        >
          {CAR_ACTION_LABELS['reserve-car-now']}
        </Link>
      </div>
    ),
    'book-a-test-drive': () => (
      <EnquiryButton
        {...form}
        kind="test-drive"
        label={CAR_ACTION_LABELS['book-a-test-drive']}
        title="Book a test drive"
        variant={carActions(car).length === 1 ? 'primary' : 'secondary'}
      />
    ),
    'phone-reveal': () =>
      phone ? (
        <PhoneReveal
          phone={phone}
          country={site.country}
          track={{ car_id: car.id, dealership_id: car.dealershipId, website_id: site.id }}
        />
      ) : null,
    'find-me-something-similar': () => (
      <Link
        href={buildSearchUrl(
          { query: '', page: 1, sortBy: null, refinements: { make: [car.make], model: [car.model] } },
          { currentPath: `/cars/${car.slug}`, searchPath: siteSearchPath(site.searchSettings) },
        )}
        className="rounded-theme bg-primary text-primary-contrast flex min-h-11 w-full items-center justify-center px-4 py-2 font-semibold"
      >
        {CAR_ACTION_LABELS['find-me-something-similar']}
      </Link>
    ),
  };
  return (
    // #enquire: where a car card's Enquire link lands (scroll margin clears the sticky header).
    <nav id="enquire" aria-label="Actions for this car" className="flex scroll-mt-24 flex-col gap-3">
      {carActions(car).map((action) => {
        const node = render[action]();
        return node ? <div key={action}>{node}</div> : null;
      })}
    </nav>
  );
}
