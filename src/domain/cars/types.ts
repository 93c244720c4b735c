/**
 * The car fields the spec's rules read, in the database row's own names so a row (or a search hit
 * reshaped at the boundary) can be passed as is. Each rule takes a Pick of only what it needs.
 */
export type TCarType = 'new' | 'used' | 'demo';

export type TCarStatus = 'in_stock' | 'coming_soon';

export type TSimpleFuel = 'Electric' | 'Hybrid';

export type TCarForRules = {
  carType: TCarType;
  make: string;
  status: TCarStatus;
  tag: string | null;
  reserved: boolean;
  sold: boolean;
  /** null when the dashboard does not say; only an explicit false blocks checkout. */
  reservable: boolean | null;
  /** Whole dollars, drive-away; null when not priced. */
  price: number | null;
  simpleFuel: TSimpleFuel | null;
  createdAt: Date | string | number;
  paymentProcessors: readonly { authorization_type: string }[];
  hasCheckoutPaymentProcessor: boolean;
};

/** The per-site switches the car rules read (a subset of the website's feature flags). */
export type TCarSiteFlags = {
  checkoutEnabled: boolean;
  /** Show Electric or Hybrid as the car's tag banner. */
  fuelTag: boolean;
  /** The label a new arrival's tag banner shows; empty means new arrivals get no tag. */
  newLabel: string;
  regionalNissan: boolean;
};
