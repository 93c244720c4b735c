/** A car as the listings feeds read it: only what the site shows, with absolute photo addresses. */
export type TFeedCar = {
  id: number;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number;
  vin: string | null;
  body: string | null;
  colour: string | null;
  transmission: string | null;
  fuelType: string | null;
  drivetrain: string | null;
  carType: 'new' | 'used' | 'demo';
  description: string | null;
  /** Drive-away price, whole dollars of the site's currency. */
  price: number;
  createdAt: Date;
  /** The car page's absolute address. */
  url: string;
  /** Absolute photo addresses, in the gallery's order, without the placeholder. */
  photos: string[];
};

/** The dealership a car is at, as the feeds name it. */
export type TFeedDealer = {
  name: string;
  /** Stable id of the dealership for the ad platforms (the dealership's slug). */
  storeCode: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: 'AU' | 'NZ';
};

export type TFeedItem = { car: TFeedCar; dealer: TFeedDealer };

/** A feed's field: its name, and whether the platform's specification requires it (see docs/feeds.md). */
export type TFeedField = { name: string; required: boolean };
