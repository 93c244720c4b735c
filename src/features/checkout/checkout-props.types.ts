import type { TPhoneLink } from '@/domain/phone/phone-link';
import type { TCheckoutKind } from './checkout-api.types';

/** What the checkout's browser side needs, given by the page (all public: nothing per visitor). */
export type TCheckoutProps = {
  /** The site; its phone (phoneLink on the server) is offered when a step fails. */
  site: { slug: string; name: string; phone: TPhoneLink | null; currency: 'AUD' | 'NZD' };
  car: { id: number; dealershipId: number; slug: string; name: string; stocknum: string };
  kind: TCheckoutKind;
  /** The site's origin, which call 1 checks. */
  origin: string;
  /** /cars/{slug}/{checkoutPath}/confirmation: where a paid or redirected checkout lands. */
  confirmationPath: string;
  /** "Pay A$500 now", on the pay button. */
  payLabel: string;
};
