import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { ContactsForm } from './contacts-form';
import type { TFieldState } from '@/ui/form/draft-field';
import { FinanceForm } from './finance-form';
import { GeneralForm } from './general-form';
import { HomeContentForm } from './home-content-form';
import { LeadDestinationsForm } from './lead-destinations-form';
import { NavigationForm } from './navigation-form';
import { RedirectsForm } from './redirects-form';
import { PaymentForm, type TPaymentSecretsSetAt } from './payment-form';
import { ThemeForm } from './theme-form';

type TProps = {
  sectionKey: string;
  f: TFieldState;
  site: TEditableSite;
  paymentSecretsSetAt: TPaymentSecretsSetAt;
};

/** The fields of one settings page. */
export function SectionForm({ sectionKey, f, site, paymentSecretsSetAt }: TProps) {
  switch (sectionKey) {
    case 'theme':
      return <ThemeForm f={f} siteName={site.name} />;
    case 'navigation':
      return <NavigationForm f={f} />;
    case 'lead-destinations': {
      const withSecret = site.leadDestinations.flatMap((d, i) => (d.kind === 'webhook' ? [i] : []));
      return <LeadDestinationsForm f={f} savedSecrets={new Set(withSecret)} />;
    }
    case 'contacts':
      return <ContactsForm f={f} />;
    case 'redirects':
      return <RedirectsForm f={f} />;
    case 'home':
      return <HomeContentForm f={f} />;
    case 'finance':
      return <FinanceForm f={f} />;
    case 'payment':
      return (
        <PaymentForm
          f={f}
          secretsSetAt={paymentSecretsSetAt}
          timeZone={site.timezone}
          stripeWebhookPath={`/api/payments/webhooks/stripe/${site.slug}`}
        />
      );
    default:
      return <GeneralForm f={f} />;
  }
}
