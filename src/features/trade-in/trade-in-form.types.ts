import type { ReactNode } from 'react';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';

/** What the trade-in (and Sell Your Car) form is given. */
export type TTradeInFormProps = {
  site: TEnquirySite & { currency: 'AUD' | 'NZD' };
  /** The car the trade-in goes towards (/cars/{slug}/trade-in); none on /valuations (Sell My Car). */
  car?: { id: number; slug: string; name: string; stocknum: string } | null;
  /** The state the form starts on (startingState): sent as a hidden input when the country has only one. */
  state: string;
  /** The phone offered when sending fails (phoneLink on the server); default the site's. */
  phone?: TPhoneLink | null;
  /** Sell Your Car: the site's dealerships (by slug) to choose from (spec 5). */
  dealerships?: readonly string[];
  /** The prefix of the ids its steps were drawn with (MultiStepFields). */
  idPrefix: string;
  /** Each step's title, for the step indicator. */
  titles: readonly string[];
  /** The steps, drawn on the server (tradeInSteps in MultiStepFields). */
  children: ReactNode;
};
