import type { TPhoneLink } from '@/domain/phone/phone-link';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';

/** What the trade-in (and Sell Your Car) form is given. */
export type TTradeInFormProps = {
  site: TEnquirySite & { currency: 'AUD' | 'NZD' };
  /** The car the trade-in goes towards (/cars/{slug}/trade-in); none on /valuations (Sell My Car). */
  car?: { id: number; slug: string; name: string; stocknum: string } | null;
  /** The state the choice starts on (the car's or the dealership's). */
  defaultState?: string | null;
  /** The phone offered when sending fails (phoneLink on the server); default the site's. */
  phone?: TPhoneLink | null;
  /** Sell Your Car: the site's dealerships (name by slug) to choose from (spec 5). */
  dealerships?: Readonly<Record<string, string>>;
};
