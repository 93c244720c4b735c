import type { TFinanceApplicationKind } from '@/domain/finance/finance-application';
import { enquiryFormDefaults } from '@/domain/forms/enquiry-form-defaults';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import { enquiryCarProps } from '@/features/car-detail/enquiry-car-props';
import { getCarLocation } from '@/server/cars/get-car-location';
import { FormCarSummary } from '@/ui/form/form-car-summary';
import { MultiStepFields } from '@/ui/form/multi-step-fields';
import { PageShell } from '@/ui/layout/page-shell';
import { enquirySiteProps } from '@/features/enquiry/enquiry-site-props';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { listDealershipNames } from '@/server/search/list-dealership-names';
import type { TSite } from '@/server/websites/site.types';
import { carSlugQuery } from './car-slug-query';
import { FinanceApplicationForm } from './finance-application-form';
import { financeApplicationSteps } from './finance-application-steps';

/** The prefix of the application's field and step ids. */
const ID_PREFIX = 'finance';

type TProps = {
  site: TSite;
  kind: TFinanceApplicationKind;
  query: Readonly<Record<string, string | string[] | undefined>>;
};

const COPY: Record<TFinanceApplicationKind, { title: string; intro: string }> = {
  application: {
    title: 'Apply for finance',
    intro:
      'Tell us what you would like to borrow and a little about you. Our finance team will contact you to talk through options that fit your budget.',
  },
  'pre-approval': {
    title: 'Finance pre-approval',
    intro:
      'Find out what you could borrow before you choose your car. Our finance team will contact you to talk through your options; any pre-approval is given by a lender after its own assessment.',
  },
};

/** This site's car named by ?car=…, as the form needs it; another site's car, or none, is no car. */
async function applicationCar(site: TSite, slug: string | null) {
  const car = slug ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  if (!car) return null;
  const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
  return { car, props: enquiryCarProps(car, where, site.country) };
}

/**
 * /get-finance (optionally ?car={slug}) and /finance-pre-approval: the multi-step finance application,
 * with the car it is for when the link named one of this site's cars. The wording stays within what a
 * dealer may say about credit: an enquiry, not an application or offer; the lender decides; figures are
 * a guide only.
 */
export async function FinanceApplicationPage({ site, kind, query }: TProps) {
  const [found, dealerships] = await Promise.all([
    applicationCar(site, carSlugQuery(query)),
    listDealershipNames(site.id, site.dealershipIds),
  ]);
  const copy = COPY[kind];
  const choices = found ? {} : dealerships;
  const steps = financeApplicationSteps(site.name, choices);
  const amount = found && !found.car.sold ? found.car.price : null;
  return (
    <PageShell title={copy.title} intro={copy.intro}>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {found && (
          <FormCarSummary
            car={found.car}
            price={{ amount: found.car.price, currency: site.currency, country: site.country }}
            lead={
              kind === 'pre-approval' ? 'You are asking about finance for the' : 'Your application is for the'
            }
          />
        )}
        <FinanceApplicationForm
          site={enquirySiteProps(site)}
          kind={kind}
          car={found?.props ?? null}
          dealerships={Object.keys(choices)}
          idPrefix={ID_PREFIX}
          titles={steps.map((step) => step.title)}
        >
          <MultiStepFields
            steps={steps}
            idPrefix={ID_PREFIX}
            initialValues={{
              ...enquiryFormDefaults('finance'),
              ...(amount ? { loan_amount: formatWholeNumber(amount) } : {}),
            }}
          />
        </FinanceApplicationForm>
        <p className="text-ink-muted text-sm">
          This is an enquiry, not a loan application or an offer of finance. {site.name} does not approve
          loans: approval, rates, fees and terms are decided by the lender, subject to its lending criteria.
          Any figures we discuss are a guide only.
        </p>
      </div>
    </PageShell>
  );
}
