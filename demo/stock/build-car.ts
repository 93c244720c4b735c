import { makeAndModel } from '@/domain/catalogue/make-and-model';
import { carPhotos, PLACEHOLDER_PHOTO, type TPooledImage } from '../images/media-pool';
import { ART_PAINTS } from '../images/vehicle-art';
import type { TRandom } from '../random';
import type { TCarInsert, TCarPlan, TSiteSeed } from '../sites/types';
import { slugify } from '../text';
import { bodyLayout } from './body-layout';
import { colourName, describe, pickKm, pickPrice, pickYear, rego, vin } from './car-details';
import { financeFields } from './finance';

const DAY_MS = 86_400_000;

/** A showroom a car can stand at, with what the car copies from it. */
export type TShowroom = { id: number; name: string; city: string; state: string; phone: string };

export type TStockContext = {
  site: TSiteSeed;
  now: Date;
  nowYear: number;
  random: TRandom;
  dealershipIds: Map<string, { id: number; stockPrefix: string }>;
  /** Showrooms (primary, sales or untyped locations) by dealership slug. */
  showrooms: Map<string, TShowroom[]>;
  stocknums: Map<string, Set<string>>;
  slugs: Set<string>;
};

export type TBuiltCar = { row: TCarInsert; photos: TPooledImage[] };

function nextStocknum(context: TStockContext, dealership: string, prefix: string): string {
  let used = context.stocknums.get(dealership);
  if (!used) context.stocknums.set(dealership, (used = new Set()));
  for (;;) {
    const candidate = `${prefix}${context.random.int(10_000, 99_999)}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

function uniqueSlug(context: TStockContext, text: string): string {
  const base = slugify(text);
  let slug = base;
  for (let n = 2; context.slugs.has(slug); n++) slug = `${base}-${n}`;
  context.slugs.add(slug);
  return slug;
}

function showroomFor(context: TStockContext, plan: TCarPlan): TShowroom {
  const showrooms = context.showrooms.get(plan.dealership) ?? [];
  const named = plan.location ? showrooms.find((s) => s.name === plan.location) : undefined;
  if (plan.location && !named) throw new Error(`No showroom ${plan.location} at ${plan.dealership}`);
  return named ?? context.random.pick(showrooms);
}

/** Turns a plan into a car row and its photos; what the plan leaves open is chosen at random. */
export function buildCar(plan: TCarPlan, context: TStockContext): TBuiltCar {
  const { random, site, nowYear } = context;
  const { spec, carType } = plan;
  const dealership = context.dealershipIds.get(plan.dealership);
  if (!dealership) throw new Error(`Unknown dealership ${plan.dealership}`);
  const badge = plan.badge ? spec.badges.find((b) => b.name === plan.badge) : random.pick(spec.badges);
  if (!badge) throw new Error(`${spec.make} ${spec.model} has no badge ${plan.badge}`);
  const year = plan.year ?? pickYear(carType, spec, nowYear, random);
  const km = plan.km ?? pickKm(carType, spec, year, nowYear, random);
  const showroom = showroomFor(context, plan);
  const paint = plan.paint ?? random.pick(ART_PAINTS[spec.art]);
  const colour = colourName(paint, random);
  const stocknum = nextStocknum(context, plan.dealership, dealership.stockPrefix);
  const name = `${year} ${makeAndModel(spec.make, spec.model)} ${badge.name}`;
  const set = plan.set ?? {};
  const price = 'price' in set ? (set.price ?? null) : pickPrice(carType, badge, year, km, nowYear, random);
  const finance =
    price !== null && price >= 5_000 && random.chance(0.9)
      ? financeFields(price, carType, site.financeLender(spec.make, carType), random)
      : null;
  const photoCount = plan.photos ?? (random.chance(0.02) ? 'placeholder' : random.int(3, 6));
  const photos =
    photoCount === 'placeholder'
      ? [PLACEHOLDER_PHOTO]
      : carPhotos(spec.art, paint, photoCount, (n) => random.sample([...Array(n).keys()], n));
  const ageDays = plan.ageDays ?? random.next() ** 1.3 * (carType === 'used' ? 180 : 120);
  const createdAt = new Date(context.now.getTime() - Math.round(ageDays * DAY_MS));
  const row: TCarInsert = {
    slug: uniqueSlug(context, `${name} ${showroom.city} ${stocknum}`),
    dealershipId: dealership.id,
    locationId: showroom.id,
    stocknum,
    name,
    make: spec.make,
    model: spec.model,
    year,
    badge: badge.name,
    body: spec.body,
    colour,
    transmission: spec.transmission,
    engine: badge.engine,
    fuelType: badge.fuelType,
    ...bodyLayout(spec.body, badge.name),
    simpleFuel: badge.simpleFuel,
    km,
    vin: vin(random),
    rego: carType === 'new' ? null : rego(site.regoFormat, random),
    description: describe(spec, badge, carType, colour, random),
    carType,
    status: 'in_stock',
    tag: null,
    label: price === null ? null : site.website.country === 'NZ' ? 'Incl. ORC' : 'Drive Away',
    reserved: false,
    sold: false,
    reservable: true,
    showOnDealerWebsite: true,
    price,
    customRank: random.int(0, 1000),
    primaryImageUrl: photos[0]!.url,
    city: showroom.city,
    state: showroom.state,
    locationPhone: showroom.phone,
    paymentProcessors: [site.processor],
    weeklyRepayment: finance?.weeklyRepayment ?? null,
    interestRate: finance?.interestRate ?? null,
    comparisonRate: finance?.comparisonRate ?? null,
    termMonths: finance?.termMonths ?? null,
    financeLender: finance?.financeLender ?? null,
    createdAt,
    updatedAt: createdAt,
    ...set,
  };
  row.hasCheckoutPaymentProcessor = (row.paymentProcessors ?? []).length > 0;
  return { row, photos };
}
