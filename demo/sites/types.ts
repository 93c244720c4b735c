import type { THomeContent } from '@/domain/content/home-content';
import type { cars, TPaymentProcessor, websites } from '@/server/db/schema';
import type { TCatalogueRow } from '../catalogue/catalogue-model';
import type { THolidayRegion } from '../holidays';
import type { TWeekHours } from '../hours';
import type { TPaint } from '../images/vehicle-art';
import type { TVehicleSpec } from '../stock/vehicle-spec';

export type TLocationType = '' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'primary';
export type TCarType = 'new' | 'used' | 'demo';
export type TCarInsert = typeof cars.$inferInsert;

export type TLocationSeed = {
  name: string;
  locationType: TLocationType;
  subtype?: string[];
  primary?: boolean;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  landlinePhone?: string;
  email: string;
  hours: TWeekHours;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
};

export type TDealershipSeed = {
  slug: string;
  name: string;
  manufacturers: string[];
  /** First letter(s) of this dealership's stock numbers, unique within the demo data. */
  stockPrefix: string;
  locations: TLocationSeed[];
};

/** A share of a site's random stock: which dealership, which models and which car types. */
export type TStockLine = {
  dealership: string;
  specs: TVehicleSpec[];
  carTypes: readonly (readonly [TCarType, number])[];
  weight: number;
  /** The location (by name) these cars stand at; otherwise any showroom of the dealership. */
  location?: string;
};

/** A car to build. Unset fields are chosen at random; `set` overrides the finished row. */
export type TCarPlan = {
  dealership: string;
  spec: TVehicleSpec;
  carType: TCarType;
  badge?: string;
  year?: number;
  paint?: TPaint;
  /** Days before `now` the car was listed. */
  ageDays?: number;
  km?: number;
  photos?: number | 'placeholder';
  location?: string;
  set?: Partial<TCarInsert>;
};

export type TSiteSeed = {
  website: Omit<typeof websites.$inferInsert, 'id' | 'dealershipId' | 'createdAt' | 'updatedAt'>;
  /** Seeds this site's random stream, so one site's car count never changes another's cars. */
  seed: number;
  primaryDealership: string;
  dealerships: TDealershipSeed[];
  holidayRegion: THolidayRegion;
  carCount: number;
  processor: TPaymentProcessor;
  financeLender: (make: string, carType: TCarType) => string;
  regoFormat: string;
  stockLines: TStockLine[];
  /** Cars every variant of the spec needs, built before the random stock. */
  variantCars: (nowYear: number) => TCarPlan[];
  catalogue: () => TCatalogueRow[];
  reviewers: string[];
  /** The logo (media/logos/{slug}.svg) and the icon (media/icons/{slug}.svg), as SVG. */
  logo: { svg: string; icon: string };
  /** The home page's slides and content blocks (checked against the domain's shapes when seeded). */
  homeContent: THomeContent;
  /** The Special Offers page's content blocks, in the home blocks' shape; none when absent. */
  offerBlocks?: THomeContent['blocks'];
};
