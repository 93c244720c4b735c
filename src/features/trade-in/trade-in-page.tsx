import { enquiryCarProps } from '@/features/car-detail/enquiry-car-props';
import { FormCarSummary } from '@/ui/form/form-car-summary';
import { MultiStepFields } from '@/ui/form/multi-step-fields';
import { PageShell } from '@/ui/layout/page-shell';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { listDealershipNames } from '@/server/search/list-dealership-names';
import { valuationProviderForSite } from '@/server/valuations/valuation-provider-for-site';
import type { TSite } from '@/server/websites/site.types';
import { TradeInForm } from './trade-in-form';
import { startingState } from './trade-in-step-schemas';
import { tradeInInitialValues, tradeInSteps } from './trade-in-steps';

/** The prefix of the valuation form's field and step ids. */
const ID_PREFIX = 'valuation';

type TProps = {
  site: TSite;
  /** The car a trade-in goes towards (/cars/{slug}/trade-in), or null for Sell Your Car (/valuations). */
  trade: { car: TCarWithImages; where: TCarLocation | null } | null;
  /** The state the plate choice starts on when there is no car: the site's first location's. */
  siteState: string | null;
};

/**
 * /cars/{slug}/trade-in and /valuations: the valuation request form, with the car it goes towards. The
 * page says what will happen: a range straight away only where the site has a valuation provider (and
 * only ever the provider's), otherwise the dealer comes back with a valuation.
 */
export async function TradeInPage({ site, trade, siteState }: TProps) {
  const instant = valuationProviderForSite(site) !== null;
  const then = instant
    ? 'You may see an estimated range straight away; our team will then confirm it with you.'
    : 'Our team will look at the details and come back to you with a valuation, usually within one business day.';
  const enquirySite = enquirySiteProps(site);
  const car = trade ? enquiryCarProps(trade.car, trade.where, site.country) : null;
  // Sell Your Car asks which dealership (spec 5); a trade-in is the car's dealership's.
  const dealerships = trade ? {} : await listDealershipNames(site.id, site.dealershipIds);
  const steps = tradeInSteps(site.country, dealerships);
  const state = startingState(site.country, trade?.where?.location?.state ?? siteState);
  return (
    <PageShell
      title={trade ? 'Trade-in valuation' : 'Sell your car'}
      intro={
        trade
          ? `Tell us about the car you would like to trade in. ${then}`
          : `Tell us about the car you would like to sell. ${then}`
      }
    >
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {trade && (
          <FormCarSummary
            car={trade.car}
            price={{ amount: trade.car.price, currency: site.currency, country: site.country }}
            lead="Your trade-in would go towards the"
          />
        )}
        <TradeInForm
          site={{ ...enquirySite, currency: site.currency }}
          car={car && { id: car.id, slug: car.slug, name: car.name, stocknum: car.stocknum }}
          state={state}
          phone={car?.phone ?? enquirySite.phone}
          dealerships={Object.keys(dealerships)}
          idPrefix={ID_PREFIX}
          titles={steps.map((step) => step.title)}
        >
          <MultiStepFields steps={steps} idPrefix={ID_PREFIX} initialValues={tradeInInitialValues(state)} />
        </TradeInForm>
        <p className="text-ink-muted text-sm">
          Any valuation is a guide until we have inspected the car; the final figure depends on its condition,
          history and the market on the day.
        </p>
      </div>
    </PageShell>
  );
}
