import type { TLeadDestination } from '@/server/db/schema/website-config-types';

/** A lead as every destination receives it: the spec's lead fields plus its car, site and dealership. */
export type TLeadDocument = {
  lead_id: string;
  created_at: string;
  website_slug: string;
  website_name: string;
  /** The site's phone number: the ADF vendor's contact. */
  website_phone: string | null;
  dealership_slug: string | null;
  dealership_name: string | null;
  source: string;
  category: string;
  subcategory: string | null;
  lead_status: string;
  form_completed: boolean;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  opt_in: boolean;
  consent: { given: boolean; at: string; wording: string; source: string } | null;
  preferredDealership: string | null;
  url: string | null;
  user_agent: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  payload: Record<string, unknown>;
  car: {
    id: number;
    stocknum: string;
    name: string;
    make: string;
    model: string;
    year: number;
    badge: string | null;
    vin: string | null;
    km: number;
    price: number | null;
    /** The site's currency, which the price is in. */
    currency: 'AUD' | 'NZD';
    car_type: 'new' | 'used' | 'demo';
  } | null;
};

/** The outcome of one delivery attempt. */
export type TDeliveryResult = {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** Not attempted: the address is on the platform's own network (src/server/http/guarded-fetch.ts). */
  refused?: true;
};

/** Sends one lead to one destination. Implementations never throw: a failure is a result. */
export type TLeadSender<TDest extends TLeadDestination = TLeadDestination> = (
  lead: TLeadDocument,
  destination: TDest,
) => Promise<TDeliveryResult>;
